export const SITE_PORT: number;
export const EMAILJS_PORT: number;
export const TILES_PORT: number;
export const SITE_ORIGIN: string;
export const EMAILJS_ORIGIN: string;
export const TILES_ORIGIN: string;
export const TEST_BUILD_ENV: Record<string, string>;
export const HOST_PORTS: { serve: number; nginx: number; cloudflare: number };
