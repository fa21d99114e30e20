// Types of the host rules (scripts/hosts/rules.mjs) for the TypeScript that uses them: the 404 page's browser
// redirect (lib/routes/redirects.ts) and the host suite.
export const EDITION_PREFIXES: readonly string[];
export const ALL_PREFIXES: readonly string[];
export function editionOf(pathname: string): string;
export const REDIRECT_SECTIONS: readonly string[];
export const SECTION_ROOTS: readonly string[];
export const REDIRECT_STATUS: number;
export function sectionRedirect(pathname: string, sections: readonly string[]): string | null;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export function securityHeaders(): Record<string, string>;
export const IMMUTABLE_PREFIX: string;
export const CACHE: Readonly<{ immutable: string; page: string; short: string; notFound: string }>;
export const IMMUTABLE_PREFIXES: readonly string[];
export function isImmutable(filePath: string): boolean;
export const FILE_EXTENSIONS: readonly string[];
export function isFileName(pathname: string): boolean;
export const FEED_TYPE: string;
export const FEED_PATHS: readonly string[];
export function contentTypeOf(pathname: string): string | null;
export const REVALIDATED_EXTENSIONS: readonly string[];
export function cacheControlOf(pathname: string): string;
export const DOCUMENT_EXTENSIONS: readonly string[];
export const PLAIN_EXTENSIONS: readonly string[];
export const MAX_PAGE_DEPTH: number;
export function percentRules(): string[];
export function cloudflarePattern(rule: string): RegExp;
export function isPercentSpelled(pathname: string): boolean;
export function policyOf(pathname: string): string;
export const NO_SCRIPT_POLICY: string;
export const SVG_POLICY: string;
export const ADMIN_PAGE: string;
export const ADMIN_HEADERS: Readonly<{ 'X-Robots-Tag': string; 'Cross-Origin-Opener-Policy': string }>;
export function isAdminPath(pathname: string): boolean;
export function placeHeadersOf(pathname: string): Record<string, string>;
export const HOST_FILES: readonly string[];
export const NOT_FOUND_PAGE: RegExp;
export function notFoundPageOf(pathname: string): string;
export function isNotFoundName(route: string, name: string): boolean;
export function routeOfFile(file: string): string;
/** A page of the export as the host files need it. */
export interface PageRule {
  file: string;
  route: string;
  policy: string;
  extra?: Record<string, string>;
}
