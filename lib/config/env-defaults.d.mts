export const BUILD_ENV_DEFAULTS: Readonly<{
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: string;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: string;
  NEXT_PUBLIC_EMAILJS_ORIGIN: string;
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: string;
  NEXT_PUBLIC_MAP_TILE_URL: string;
  CMS_BACKEND: string;
  CMS_REPO: string;
  CMS_BRANCH: string;
  CMS_OAUTH_BASE_URL: string;
  CMS_OAUTH_ENDPOINT: string;
  CONTENT_ROOT: string;
}>;
export type BuildEnvName = keyof typeof BUILD_ENV_DEFAULTS;
export type BuildEnv = Record<BuildEnvName, string>;
export function envValue(env: Partial<Record<string, string | undefined>>, name: BuildEnvName): string;
export function readBuildEnv(env: Partial<Record<string, string | undefined>>): BuildEnv;
