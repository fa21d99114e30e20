import { admin } from '@/lib/admin/content';
import { translationNotes } from '@/lib/admin/translation-notes';
import { translationsPage } from '@/lib/admin/translations-page';
import { contentLanguages, englishName, loadTextFile } from '@/lib/content/load';
import { translationFieldNames } from '@/lib/content/report';

// Exported as the static file out/admin/translations.html, answered at /admin/translations: the translations to do
// (the build's notes of missing and outdated translations), each linking to its entry in /admin. Made with the
// site, like /admin itself outside the site's layout, and kept out of search engines and the sitemap.
export const dynamic = 'force-static';

export function GET() {
  // The page's own texts are the content manager's (content/texts/admin.yml); while that file is broken (only
  // with `npm run cms`: the build refuses it), /admin names the problem and this page has nothing to say.
  if (!admin) return new Response('', { status: 503 });
  const languages = contentLanguages();
  const html = translationsPage({
    texts: admin.translations,
    siteName: loadTextFile('site')?.name,
    languages: languages
      .slice(1)
      .map((language) => ({ language, name: englishName(language) })),
    notes: translationNotes(),
    fieldNames: (note) => translationFieldNames(note, languages),
  });
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
