import { envValue } from './lib/env-defaults.mjs';

const exportDir = envValue(process.env, 'NEXT_EXPORT_DIR');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A test builds into its own folder (scripts/__tests__/content-build.test.mjs) so it never replaces out/.
  ...(exportDir ? { distDir: exportDir } : {}),
  // `about-us.html` rather than `about-us/index.html`: links and host rules use paths without a trailing slash.
  trailingSlash: false,
  // A static host has no image optimiser: images are pre-sized files in public/.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
