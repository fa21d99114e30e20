export function inlineScriptHashes(html: string): string[];
