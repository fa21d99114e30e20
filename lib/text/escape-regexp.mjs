/**
 * A text as a regular expression that matches exactly it (its special characters escaped): for patterns built
 * from content texts, prefixes and file names, in the build scripts, the host files, the pages and the tests.
 * @param {string} text
 * @returns {string}
 */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
