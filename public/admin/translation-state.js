// Which texts a translation holds, and the `translatedFrom` lines the content manager writes into it on every
// save: the same rules as lib/content/translation-state.ts (the build's), here for the browser, where /admin
// loads this file before cms-setup.js. Plain JavaScript, no modules, so the page and the tests load the very same
// file (lib/admin/__tests__/translation-state-browser.test.ts proves it writes the build's lines).
//
// Each line is `<field> <English fingerprint> <translation fingerprint>`: the field as an editor reads it
// (`members[3].bio`, items counted from 1), and the first 8 hex digits of the SHA-256 of each text (trimmed, Unix
// line ends; anything but text as JSON). Which values are texts comes from the CMS configuration's fields, as
// the build decides it from the schema: a field each language writes itself (`i18n: true`) is a text, or holds
// texts when it is a group; a list whose items are the default language's (`i18n: duplicate`) is followed item
// by item; a list each language writes itself is one text; and a Markdown file's `body` is one more.
(function (root, make) {
  'use strict';
  if (typeof module === 'object' && module.exports) module.exports = make();
  else root.translationState = make();
})(typeof self !== 'undefined' ? self : this, function () {
  'use strict';

  var TRANSLATED_FROM = 'translatedFrom';
  var TRANSLATION_CHECKED = 'translationChecked';

  function isBlank(value) {
    return (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && !value.trim()) ||
      (Array.isArray(value) && value.length === 0)
    );
  }
  // What the CMS leaves out of a file (an optional field left empty, `omit_empty_optional_fields`).
  function isEmpty(value) {
    return (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
    );
  }

  // A value as the file holds it: the CMS hands a group's keys in A-to-Z order and keeps empty optional
  // fields, while the file has the fields' order and leaves those out. A list of groups that is one text (its
  // fingerprint is its JSON) must be the same JSON in both.
  function asWritten(field, value) {
    if (Array.isArray(value)) {
      var item = field && (field.fields ? { fields: field.fields } : field.field);
      return value.map(function (v) { return asWritten(item, v); });
    }
    if (value && typeof value === 'object') {
      var names = (field && field.fields ? field.fields.map(function (f) { return f.name; }) : []);
      var keys = names.filter(function (k) { return k in value; }).concat(Object.keys(value).filter(function (k) { return names.indexOf(k) < 0; }));
      var out = {};
      keys.forEach(function (k) {
        var sub = field && field.fields ? field.fields.filter(function (f) { return f.name === k; })[0] : undefined;
        var v = asWritten(sub, value[k]);
        if (!isEmpty(v)) out[k] = v;
      });
      return out;
    }
    return value;
  }

  function pathOf(at, key) {
    return typeof key === 'number' ? at + '[' + (key + 1) + ']' : at ? at + '.' + key : key;
  }

  // Whether a field is, or holds, a text each language writes itself.
  function translatesAnything(field) {
    if (field.i18n === true) return true;
    return (field.fields || []).some(translatesAnything) || (field.field ? translatesAnything(field.field) : false);
  }

  /**
   * The texts of `data` by field, in the order of `fields` (the CMS configuration's fields of the entry), the
   * translator's switch and the fingerprints themselves left out.
   */
  function translatedTexts(fields, data) {
    var texts = [];
    function walk(field, value, where) {
      if (isBlank(value)) return;
      var list = field.widget === 'list';
      if (!list && field.fields) {
        if (field.i18n !== true || typeof value !== 'object') return;
        field.fields.forEach(function (sub) { walk(sub, value[sub.name], pathOf(where, sub.name)); });
        return;
      }
      if (list && field.i18n === 'duplicate') {
        if (!Array.isArray(value) || !translatesAnything(field)) return;
        value.forEach(function (item, i) {
          if (field.fields) {
            if (!item || typeof item !== 'object') return;
            field.fields.forEach(function (sub) { walk(sub, item[sub.name], pathOf(pathOf(where, i), sub.name)); });
          } else if (field.field) {
            walk(field.field, item, pathOf(where, i));
          }
        });
        return;
      }
      if (field.i18n === true) texts.push([where, asWritten(field, value)]);
    }
    (fields || []).forEach(function (field) {
      if (field.name === TRANSLATED_FROM || field.name === TRANSLATION_CHECKED) return;
      walk(field, data ? data[field.name] : undefined, field.name);
    });
    return new Map(texts);
  }

  /** The text a fingerprint is made of: trimmed, with Unix line ends; anything but text as JSON. */
  function fingerprintSource(value) {
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : JSON.stringify(value);
  }

  /** The first 8 hex digits of the SHA-256 of a text (Web Crypto: the browser's, or Node's). */
  function fingerprint(value) {
    var bytes = new TextEncoder().encode(fingerprintSource(value));
    return crypto.subtle.digest('SHA-256', bytes).then(function (digest) {
      return Array.from(new Uint8Array(digest).slice(0, 4)).map(function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
    });
  }

  /** A translation's `translatedFrom` lines, by field; lines that are not `field english translation` are ignored. */
  function readFingerprints(value) {
    var records = new Map();
    if (!Array.isArray(value)) return records;
    value.forEach(function (line) {
      var match = typeof line === 'string' ? /^(\S+) ([0-9a-f]{8}) ([0-9a-f]{8})$/.exec(line.trim()) : null;
      if (match) records.set(match[1], { english: match[2], translation: match[3] });
    });
    return records;
  }

  /**
   * The lines after a save: a text translated for the first time, or changed since its line was written, is
   * recorded as made from today's English; with `confirm` (the translator's "still right"), every text is. Lines
   * of texts that are gone are dropped; the order is the English file's.
   */
  function refreshFingerprints(english, translation, records, confirm) {
    var fields = Array.from(english.keys()).filter(function (field) { return translation.has(field); });
    return Promise.all(
      fields.map(function (field) {
        return Promise.all([fingerprint(english.get(field)), fingerprint(translation.get(field))]).then(function (prints) {
          var record = records.get(field);
          var kept = record && !confirm && record.translation === prints[1] ? record : { english: prints[0], translation: prints[1] };
          return field + ' ' + kept.english + ' ' + kept.translation;
        });
      }),
    );
  }

  /**
   * A translation's data as it is to be saved: its `translatedFrom` lines rewritten against the default
   * language's data, and the translator's switch taken out (it is an action, never kept in a file).
   */
  function recordTranslation(fields, english, translation) {
    var data = Object.assign({}, translation);
    var confirm = data[TRANSLATION_CHECKED] === true;
    var records = readFingerprints(data[TRANSLATED_FROM]);
    delete data[TRANSLATION_CHECKED];
    delete data[TRANSLATED_FROM];
    return refreshFingerprints(translatedTexts(fields, english), translatedTexts(fields, data), records, confirm).then(function (lines) {
      if (lines.length) data[TRANSLATED_FROM] = lines;
      return data;
    });
  }

  /** The default language's data as it is to be saved: without the translations' own two fields. */
  function withoutTranslationKeys(data) {
    var out = Object.assign({}, data);
    delete out[TRANSLATION_CHECKED];
    delete out[TRANSLATED_FROM];
    return out;
  }

  return {
    TRANSLATED_FROM: TRANSLATED_FROM,
    TRANSLATION_CHECKED: TRANSLATION_CHECKED,
    translatedTexts: translatedTexts,
    fingerprintSource: fingerprintSource,
    fingerprint: fingerprint,
    readFingerprints: readFingerprints,
    refreshFingerprints: refreshFingerprints,
    recordTranslation: recordTranslation,
    withoutTranslationKeys: withoutTranslationKeys,
  };
});
