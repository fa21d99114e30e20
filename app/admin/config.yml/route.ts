import { stringify } from 'yaml';
import { cmsConfig } from '@/lib/content/cms-config';

// Exported as the static file out/admin/config.yml, generated from the content schema at build time.
export const dynamic = 'force-static';

export function GET() {
  const yaml = `# Generated from the content registry (lib/content/registry.ts) by lib/content/cms-config.ts at build time: edit those, not this file.\n${stringify(cmsConfig(), { lineWidth: 0 })}`;
  return new Response(yaml, { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}
