export function inlineScriptHashes(html: string): string[];
export const CMS_CONNECT_ORIGINS: readonly string[];
