// Types of the build's knowledge of Next.js's export (scripts/next-output.mjs), for the publish tests that derive a
// second build from the test build the way the build writes one.
export const STATIC_DIR: string;
export const BASE_PLACEHOLDER: string;
export function relativeFilesUnder(dir: string): string[];
export function contentHash(content: string | Buffer): string;
export function isNamedByContent(file: string, content: string | Buffer): boolean;
export function recordOriginals(outDir: string): Record<string, string>;
export function mergeOriginals(into: Record<string, string>, more: Record<string, string>, edition: string): Record<string, string>;
export function renameRewritten(outDir: string, originals: Record<string, string>): Map<string, string>;
export function assertNamedByContent(outDir: string, originals: Record<string, string>): void;
export function assertReferencesExist(outDir: string): void;
export function writeByContent(outDir: string, folder: string, content: string, extension: string): string;
export function runtimeBasePath(prefixes: readonly string[]): string;
export function settleBasePath(dir: string, prefix: string, prefixes: readonly string[], edition: string): { scripts: number; pages: number };
export const ORIGINALS_FILE: string;
export function saveOriginals(originals: Record<string, string>): void;
export function loadOriginals(): Record<string, string>;
