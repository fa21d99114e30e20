import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Links prefetch on intent, not on sight: every link goes through the site's own Link (components/ui/link.tsx).
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link': it prefetches when the visitor shows intent, not every link in view." }] }] },
  },
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/**', '.wrangler/**', '.test-content/**', 'build/**', 'public/admin/sveltia/**', 'public/admin/translation-state.js']),
]);
