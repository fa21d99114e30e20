import { loadContent } from '../lib/content/load';

/** Texts of the content manager page /admin (the CMS shell and its "not enabled" notice): content/texts/admin.yml. */
export const admin = loadContent().texts.admin;
