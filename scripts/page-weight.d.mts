export function pageScriptBytes(outDir: string, htmlFile: string): number;
export function htmlFileOf(route: string, outDir?: string): string;
export function bareNextBaseline(dir?: string): number;
