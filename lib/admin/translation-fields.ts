import type { CmsField } from '../content/cms-config';

/** A CMS field as the content manager's page needs it to find a translation's texts (public/admin/translation-state.js). */
export interface TextField {
  name: string;
  /** Only a list says its widget: what else a field is does not change how its texts are found. */
  widget?: 'list';
  i18n?: true | 'duplicate';
  fields?: TextField[];
  field?: TextField;
}

interface ConfigCollection {
  name: string;
  folder?: string;
  i18n?: unknown;
  fields?: CmsField[];
  files?: { file: string; i18n?: unknown; fields: CmsField[] }[];
}

/** Whether a field is, or holds, a text each language writes itself. */
const holdsText = (f: CmsField): boolean => f.i18n === true || (f.fields ?? []).some(holdsText) || (f.field ? holdsText(f.field) : false);

/**
 * The field as the page needs it. A field that holds no text (an id, a date, a group of numbers) is left out: it
 * is no line of any translation. Inside a text, every field stays: a list of groups that is one text is
 * fingerprinted as written, its groups' keys in the fields' order.
 */
const trim = ({ name, widget, i18n, fields, field }: CmsField, inText = false): TextField => ({
  name,
  ...(widget === 'list' ? { widget } : {}),
  ...(i18n ? { i18n } : {}),
  ...(fields ? { fields: fields.filter((f) => inText || i18n === true || holdsText(f)).map((f) => trim(f, inText || i18n === true)) } : {}),
  ...(field ? { field: trim(field, inText || i18n === true) } : {}),
});

/** A path of the configuration in the default language: `{{locale}}` left out with the slash after it. */
export const defaultLanguagePath = (template: string) => template.replace(/\{\{locale\}\}[./]|\/?\{\{locale\}\}$/, '');

/**
 * The fields of every entry that has translations, by what the content manager tells a saved entry by: a file's
 * path in the default language (`content/team.yml`), or a folder collection's name (`news`). What the page hands
 * the browser is only what finds the texts: names, widgets, how each field's languages relate, and nesting.
 */
export function translatedEntryFields(collections: readonly ConfigCollection[]): Record<string, TextField[]> {
  const byEntry: Record<string, TextField[]> = {};
  for (const c of collections) {
    const own = (fields: CmsField[]) => fields.filter(holdsText).map((f) => trim(f));
    if (c.folder !== undefined && c.i18n && c.fields) byEntry[c.name] = own(c.fields);
    for (const f of c.files ?? []) if (f.i18n) byEntry[defaultLanguagePath(f.file)] = own(f.fields);
  }
  return byEntry;
}
