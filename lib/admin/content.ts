import { loadTextFile } from '../content/load';

/**
 * Texts of the content manager page /admin (the CMS shell and its "not enabled" notice): content/texts/admin.yml,
 * read alone, so that /admin opens even while other content files are broken. Undefined while this file is.
 */
export const admin = loadTextFile('admin');
