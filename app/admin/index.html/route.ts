import { admin } from '@/lib/admin/content';
import { contentLanguages, loadTextFile } from '@/lib/content/load';
import { cmsBackend } from '@/lib/content/cms-config';
import { translatedEntryShapes } from '@/lib/admin/translation-fields';
import { adminPage } from '@/lib/admin/page';
import { uniqueRules } from '@/lib/admin/unique';
import { env } from '@/lib/config/env';
import { contentReport } from '@/lib/content/report';

// Exported as the static file out/admin/index.html: the CMS shell lives outside the site's layout, with its
// own scripts and Content-Security-Policy, so none of it reaches the visitors' pages. It reads only its own
// texts, the company name, the case-study headings and each language's news texts, each file alone (and the
// languages, which the CMS configuration needs as well): with `npm run cms`, /admin opens even while other content
// is broken, so an editor can repair it.
export const dynamic = 'force-static';

export function GET() {
  const html = adminPage({
    texts: admin,
    siteName: loadTextFile('site')?.name,
    production: cmsBackend().production,
    caseStudyLabels: loadTextFile('caseStudies')?.card.labels,
    // Values the build wants unique (two offices with one id), checked by the CMS page before it saves.
    unique: uniqueRules(),
    // What a save needs to record which texts each translation was made from (public/admin/translation-state.js).
    translations: translatedEntryShapes(),
    defaultLanguage: contentLanguages()[0]?.code,
    // The news preview writes the date, names the category and the author and links back as the previewed
    // language's page does. Sveltia hands a preview template no locale, only the entry in it
    // (public/admin/cms-setup.js tells which language that is): the script looks the language's code up here, so
    // the locales, date options and each language's texts stay in content/ alone, never copied into the script.
    // With `npm run cms` (never in a build, whose content is valid), a broken file is named here with its line,
    // as the build names it: the CMS itself says only that an entry could not be parsed.
    problems: process.env.NODE_ENV === 'production' ? undefined : contentReport(env.CONTENT_ROOT || process.cwd()),
    languages: Object.fromEntries(
      contentLanguages().map((l) => {
        const news = loadTextFile('news', undefined, l.code);
        return [l.code, { locale: l.locale, date: l.date, categories: news?.categories, by: news?.by, backToNews: news?.backToNews }];
      }),
    ),
  });
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
