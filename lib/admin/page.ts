import type { Texts } from '../content/registry';
import type { FileShape } from '../content/translation-state';
import type { UniqueRule } from './unique';
import { IMAGE_TYPES, MAX_UPLOAD_MB } from '../content/fields';

/** Text for the content manager's HTML: an attribute's value or an element's content. */
export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The start of a page of the content manager, up to <body>: kept out of search engines, in its own styles. */
export function adminHead(title: string, links = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
${links}<link rel="stylesheet" href="/admin/admin.css">
</head>
<body>`;
}

interface AdminPageOptions {
  /** The page's own texts; undefined while content/texts/admin.yml is broken (the CMS still opens, to repair it). */
  texts: Texts['admin'] | undefined;
  /** The company name for the title; undefined while content/site.yml is broken. */
  siteName: string | undefined;
  /** A Git host is configured: the CMS starts at once. Otherwise the notice says how to switch it on. */
  production: boolean;
  /** Headings the case-study preview shares with the page; undefined while content/texts/case-studies.yml is broken. */
  caseStudyLabels?: Record<string, string>;
  /**
   * Each language by its code: its Intl locale and date options (content/languages.yml), and its category names,
   * byline ("By {author}") and back link (texts/news.yml; undefined while that file is broken), for the news
   * preview of that language.
   */
  languages?: Record<
    string,
    { locale: string; date: Intl.DateTimeFormatOptions; categories: Record<string, string> | undefined; by: string | undefined; backToNews: string | undefined }
  >;
  /** On the editor's own computer, what is wrong with the content as the build reports it (lib/content/report.ts). */
  problems?: string;
  /** The lists of each file whose items need their own value of a field (lib/admin/unique.ts), checked before a save. */
  unique?: Record<string, UniqueRule[]>;
  /**
   * The shape of every entry that has translations (lib/admin/translation-fields.ts), by the entry's path in the
   * default language or its folder collection's name, and that language's code: a save records in each
   * translation which texts it was made from (public/admin/translation-state.js, made from the build's rules).
   */
  translations?: Record<string, FileShape>;
  defaultLanguage?: string;
}

/**
 * What public/admin/cms-setup.js refuses at upload, before the CMS takes the file, with content/texts/admin.yml's
 * words: a file larger than the CMS takes, an iPhone photo (HEIC/HEIF) and any type the build cannot read.
 */
function uploadRules(texts: Texts['admin'] | undefined) {
  return texts ? { ...texts.upload, types: [...new Set(Object.values(IMAGE_TYPES))], limitMb: MAX_UPLOAD_MB } : undefined;
}

/**
 * The HTML of /admin: no inline script (its policy allows only our own files), `noindex`, the notice for a
 * build without a Git host, the note on access tokens for a build with one (public/admin/admin.css shows it
 * under the CMS's sign-in buttons), and public/admin/cms-setup.js, which starts Sveltia CMS where editing can work
 * (after public/admin/translation-state.js, which it uses on every save).
 */
export function adminPage({ texts, siteName, production, caseStudyLabels, languages, problems, unique, translations, defaultLanguage }: AdminPageOptions): string {
  const n = texts?.notice;
  const title = [texts?.title, siteName].filter(Boolean).join(' | ') || '/admin';
  const notice = n
    ? `<h1>${escape(n.heading)}</h1>
<p>${escape(n.lead)}</p>
<h2>${escape(n.localHeading)}</h2>
<p>${escape(n.local)}</p>
<h2>${escape(n.productionHeading)}</h2>
<p>${escape(n.production)}</p>`
    : '';
  return `${adminHead(title, '<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">\n')}
${problems ? `<section id="cms-problems" role="alert"><pre>${escape(problems)}</pre></section>\n` : ''}<main id="cms-notice" data-backend="${production ? 'production' : 'none'}"${production || !n ? ' hidden' : ''}>
${notice}
</main>
${production && texts ? `<p id="cms-token-hint">${escape(texts.tokenHint)}</p>\n` : ''}<script src="/admin/translation-state.js"></script>
<script src="/admin/cms-setup.js" data-preview-texts="${escape(JSON.stringify({ caseStudyLabels, languages, unique, duplicate: texts?.duplicate, upload: uploadRules(texts), translations, defaultLanguage }))}"></script>
</body>
</html>
`;
}
