export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function hintChunks(outDir: string): number;
