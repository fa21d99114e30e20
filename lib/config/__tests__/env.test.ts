import { readFileSync } from 'node:fs';
import { BUILD_ENV_DEFAULTS } from '@/lib/config/env';
import { envValue, readBuildEnv } from '@/lib/config/env-defaults.mjs';

describe('build environment', () => {
  it('takes the default when a variable is unset or blank, the value otherwise', () => {
    expect(envValue({}, 'NEXT_PUBLIC_SITE_URL')).toBe('https://www.apexbridge.global');
    expect(envValue({ NEXT_PUBLIC_MAP_TILE_URL: '  ' }, 'NEXT_PUBLIC_MAP_TILE_URL')).toBe(BUILD_ENV_DEFAULTS.NEXT_PUBLIC_MAP_TILE_URL);
    expect(envValue({ CMS_BRANCH: ' content ' }, 'CMS_BRANCH')).toBe('content');
    expect(Object.keys(readBuildEnv({}))).toEqual(Object.keys(BUILD_ENV_DEFAULTS));
  });

  it('the README describes every public variable with its default', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const [name, fallback] of Object.entries(BUILD_ENV_DEFAULTS).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row).toBeDefined();
      expect(row?.split('|')[2]?.trim()).toBe(fallback ? `\`${fallback}\`` : '(none)');
    }
  });
});
