import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { editionLanguage, readLanguages } from './lib/i18n/languages.mjs';

// The edition being built (scripts/build.mjs builds each language in turn): its pages live under its prefix.
const language = editionLanguage(readLanguages());

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  // `next dev`: `npm run cms` runs one per edition behind its pass-through (scripts/cms.mjs), each with a folder
  // of its own (two development servers cannot share one) and the TypeScript settings that come with it.
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    output: 'export',
    // scripts/build.mjs builds every edition with one stand-in base path (EDITION_BASE_PATH) and writes each
    // edition's prefix in its place afterwards, so the framework's router, which holds the base path, is one file
    // for every edition; `next dev` serves the edition's own prefix.
    basePath: process.env.EDITION_BASE_PATH ?? language.prefix,
    // Every edition names the framework's files at the same addresses, /_next/… (scripts/build.mjs merges the
    // editions' content-hashed files into one out/_next), so a language switch downloads only what differs. Next.js
    // takes an empty prefix for "the basePath"; a lone slash is the site's root, with nothing added.
    // In development each edition is its own server, which serves its files under its own prefix (/vi/_next/…):
    // the pass-through in front of them then tells an edition's files from another's by the address alone.
    assetPrefix: development ? undefined : '/',
    ...(development && process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
    // `about-us.html` rather than `about-us/index.html`: links and host rules use paths without a trailing slash.
    trailingSlash: false,
    // A static host has no image optimiser: images are pre-sized files in public/. The optimiser's address is
    // never used then; named here, it is not the edition's (Next.js would put the basePath in front of its default),
    // so the chunk that holds the image settings is the same file in every edition.
    images: { unoptimized: true, path: '/_next/image/' },
    typescript: {
      // The editions are the same code: scripts/build.mjs type-checks it with the last edition only, and the test
      // command, whose own type-check runs beside the build, with none (NEXT_SKIP_TYPECHECK=1).
      ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1',
      // A development server with a folder of its own would add that folder to tsconfig.json's list of files; it
      // reads a tsconfig.json that extends the project's instead (written by scripts/cms.mjs beside its files),
      // which Next.js leaves as it is.
      ...(development && process.env.NEXT_TSCONFIG_PATH ? { tsconfigPath: process.env.NEXT_TSCONFIG_PATH } : {}),
    },
    reactStrictMode: true,
    poweredByHeader: false,
  };
}
