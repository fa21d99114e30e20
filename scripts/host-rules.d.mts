// Types of the host rules (scripts/host-rules.mjs) for the TypeScript that uses them: the 404 page's browser
// redirect (lib/routes/redirects.ts) and the host suite.
export const BASELINE_POLICY: string;
export const PAGE_HEADER_POLICY: string;
export const REDIRECT_SECTIONS: readonly string[];
export const EDITION_PREFIXES: readonly string[];
export const SECTION_ROOTS: readonly string[];
export function editionOf(pathname: string): string;
export function notFoundPageOf(pathname: string): string;
export const REDIRECT_STATUS: number;
export function sectionRedirect(pathname: string, sections: readonly string[]): string | null;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export function securityHeaders(): Record<string, string>;
export const IMMUTABLE_PREFIX: string;
export const IMMUTABLE_PREFIXES: readonly string[];
export const CACHE: Readonly<{ immutable: string; page: string; short: string; notFound: string }>;
export const FILE_EXTENSIONS: readonly string[];
export function isFileName(pathname: string): boolean;
export function cacheControlOf(pathname: string): string;
export function policyOf(pathname: string): string;
export const SVG_POLICY: string;
export function isSvgName(pathname: string): boolean;
export const HOST_FILES: readonly string[];
export const ADMIN_HEADERS: Readonly<{ 'X-Robots-Tag': string; 'Cross-Origin-Opener-Policy': string }>;
