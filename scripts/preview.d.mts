export type Host = 'serve' | 'nginx' | 'cloudflare';
export function availableHosts(): Host[];
export function nginxBinary(): string | null;
export function wranglerBinary(): string | null;
export const CLOUDFLARE_COMPATIBILITY_DATE: string;
