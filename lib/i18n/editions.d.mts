// Types of which edition a path is in (lib/i18n/editions.mjs), for the TypeScript that reads it.
export function editionPrefixOf(pathname: string, prefixes: readonly string[]): string;
export function splitEdition(pathname: string, prefixes: readonly string[]): { prefix: string; route: string };
export function withPrefix(prefix: string, route: string): string;
export function editionPattern(prefixes: readonly string[], options?: { capture?: boolean }): string;
export function runtimeEditionExpression(prefixes: readonly string[]): string;
