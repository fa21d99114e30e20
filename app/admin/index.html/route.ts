import { admin } from '@/lib/admin/content';
import { loadTextFile } from '@/lib/content/load';
import { cmsBackend } from '@/lib/content/cms-config';
import { adminPage } from '@/lib/admin/page';

// Exported as the static file out/admin/index.html: the CMS shell lives outside the site's layout, with its
// own scripts and Content-Security-Policy, so none of it reaches the visitors' pages. It reads only its own
// texts, the company name and the case-study headings, each file alone: with `npm run cms`, /admin opens even while other content is
// broken, so an editor can repair it.
export const dynamic = 'force-static';

export function GET() {
  const html = adminPage({
    texts: admin,
    siteName: loadTextFile('site')?.name,
    production: cmsBackend().production,
    caseStudyLabels: loadTextFile('caseStudies')?.card.labels,
  });
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
