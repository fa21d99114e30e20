export function inlineScriptHashes(html: string): string[];
export const CMS_CONNECT_ORIGINS: readonly string[];
export const BASELINE_POLICY: string;
export const PAGE_HEADER_POLICY: string;
export function directivesOf(policy: string): Record<string, string[]>;
export function externalOrigins(env?: Partial<Record<string, string | undefined>>): { emailjs: string; tiles: string; analytics: string };
