import type { Texts } from '../content/registry';
import type { Language } from '../i18n/languages.mjs';
import { fillTemplate } from '../i18n/template';
import { adminHead, escape } from './page';
import type { TranslationNote } from './translation-notes';

/** Where /admin opens an entry: Sveltia CMS's address of it, `#/collections/<collection>/entries/<entry>`. */
export const cmsEntryLink = ({ collection, entry }: TranslationNote['cms']) =>
  `/admin#/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(entry)}`;

interface TranslationsPageOptions {
  texts: Texts['admin']['translations'];
  siteName: string | undefined;
  /** Every language but the default, each with its name in the language the page is written in (English). */
  languages: { language: Language; name: string }[];
  notes: readonly TranslationNote[];
}

/**
 * The HTML of /admin/translations: for each language, the translations that lack texts or whose English changed
 * since they were made (the build's notes), each linking to its entry in /admin. A static page without scripts,
 * made with the site (so it shows the content of the last build), kept out of search engines.
 */
export function translationsPage({ texts, siteName, languages, notes }: TranslationsPageOptions): string {
  const title = [texts.title, siteName].filter(Boolean).join(' | ');
  const sections = languages.map(({ language, name }) => {
    const own = notes.filter((note) => note.language.code === language.code);
    const id = `language-${language.code}`;
    const list = own.length
      ? `<ul>\n${own
          .map((note) => {
            const detail = fillTemplate(texts.item, { state: texts[note.state], fields: note.fields.join(', ') });
            return `<li data-state="${note.state}"><a href="${escape(cmsEntryLink(note.cms))}">${escape(note.file)}</a> ${escape(detail)}</li>`;
          })
          .join('\n')}\n</ul>`
      : `<p>${escape(texts.none)}</p>`;
    return `<section aria-labelledby="${id}">\n<h2 id="${id}">${escape(fillTemplate(texts.language, { language: name, count: own.length }))}</h2>\n${list}\n</section>`;
  });
  return `${adminHead(title)}
<main id="translations">
<h1>${escape(texts.heading)}</h1>
<p>${escape(texts.lead)}</p>
${sections.join('\n')}
<p><a href="/admin">${escape(texts.back)}</a></p>
</main>
</body>
</html>
`;
}
