// Types of scripts/paint-first.mjs for the publish tests, which rewrite a page's data file as the build does.
export const PLACEHOLDER_TYPE: string;
export const DATA_ATTRIBUTE: string;
export const LOADER_SOURCE: string;
export function loaderTag(dataUrl?: string): string;
export function movePageData(html: string, payload: string | undefined): { html: string; moved: boolean };
export function deferScripts(html: string, options?: { dataUrl?: string }): { html: string; count: number };
