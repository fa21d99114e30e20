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
  /** A note's fields as the content manager names them, each with its path ("Text (body)"); their paths alone when not given. */
  fieldNames?: (note: TranslationNote) => string[];
}

/** A text as the page shows it: a list of texts (paragraphs, points) one after the other. */
function shown(source: string): string {
  if (!source.startsWith('[')) return source;
  try {
    const value = JSON.parse(source) as unknown;
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(' · ');
  } catch {
    // Text that only starts like a list is shown as it is.
  }
  return source;
}

/**
 * For each outdated text of a note: its field (as the tick that confirms it in the entry's form names it, and as the
 * build names it), what the English said when it was translated and what it says now, and how to confirm that text
 * alone: its tick under "still right" in the form, or `npm run translations -- --confirm <file>:<field>`.
 */
function changes(texts: TranslationsPageOptions['texts'], note: TranslationNote): string {
  if (!note.changes?.length) return '';
  const items = note.changes.map((change) => {
    const then = change.then === undefined ? texts.thenUnknown : fillTemplate(texts.then, { text: shown(change.then) });
    const command = `npm run translations -- --confirm ${note.file}:${change.field}`;
    // The field and the command as code, to be read (and copied) exactly; the template's own words as text.
    const confirm = fillTemplate(escape(texts.confirmOne), { field: `<code>${escape(change.field)}</code>`, label: escape(texts.checkedTextsLabel), command: `<code>${escape(command)}</code>` });
    return `<dt><code>${escape(change.field)}</code></dt>\n<dd data-english="then">${escape(then)}</dd>\n<dd data-english="now">${escape(fillTemplate(texts.now, { text: shown(change.now) }))}</dd>\n<dd class="confirm">${confirm}</dd>`;
  });
  return `\n<dl>\n${items.join('\n')}\n</dl>\n`;
}

/**
 * The HTML of /admin/translations: for each language, the translations that lack texts or whose English changed
 * since they were made (the build's notes), each linking to its entry in /admin, with, under an outdated one, what
 * the English said when it was translated and what it says now. A static page without scripts,
 * made with the site (so it shows the content of the last build; under `npm run cms`, the files as they are now:
 * scripts/cms.mjs restarts the server that makes it when they change), kept out of search engines.
 */
export function translationsPage({ texts, siteName, languages, notes, fieldNames = (note) => note.fields }: TranslationsPageOptions): string {
  const title = [texts.title, siteName].filter(Boolean).join(' | ');
  const sections = languages.map(({ language, name }) => {
    const own = notes.filter((note) => note.language.code === language.code);
    const id = `language-${language.code}`;
    const list = own.length
      ? `<ul>\n${own
          .map((note) => {
            // An article with no file in the language has no texts to name: it is not translated yet.
            const detail = note.state === 'absent' ? texts.absent : fillTemplate(texts.item, { state: texts[note.state], fields: fieldNames(note).join(', ') });
            return `<li data-state="${note.state}"><a href="${escape(cmsEntryLink(note.cms))}">${escape(note.file)}</a> ${escape(detail)}${changes(texts, note)}</li>`;
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
