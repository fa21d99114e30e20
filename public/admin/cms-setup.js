// Starts Sveltia CMS on /admin (served from our own origin: scripts/cms-assets.mjs copies it from node_modules).
// With a Git host configured at build time the CMS starts anywhere: editors sign in with GitHub. On the
// editor's own computer (localhost or 127.0.0.1) it always starts: "Work with Local Repository" edits the
// checkout's files directly (Chromium-based browsers). Elsewhere, without a Git host, the page keeps its notice
// explaining how to switch editing on.
(function () {
  'use strict';
  var setup = document.currentScript;
  var notice = document.getElementById('cms-notice');
  var production = notice.getAttribute('data-backend') === 'production';
  var onLocalMachine = /^(localhost|127\.0\.0\.1)$/.test(location.hostname);

  // The article page's date in the previewed language (formatNewsDate in lib/news/news.ts: "February 18, 2025",
  // "14 tháng 3, 2025"), the same in every time zone: the ISO date is read as midnight UTC and formatted in UTC.
  function formatDate(iso, language) {
    var m = /^\d{4}-\d{2}-\d{2}/.exec(String(iso || ''));
    var date = m ? new Date(m[0] + 'T00:00:00Z') : null;
    if (!date || isNaN(date.getTime())) return '';
    var options = Object.assign({}, language ? language.date : null, { timeZone: 'UTC' });
    return new Intl.DateTimeFormat(language ? language.locale : undefined, options).format(date);
  }
  // The previewed language: its locale, date options, category names and news texts, as the admin page hands them over
  // (app/admin/index.html/route.ts, from content/). Sveltia CMS (0.221) gives a preview template no locale prop.
  // Its entry is built for the pane's locale, with every other locale of the entry under `i18n`: the previewed
  // language is the one left over (every language has every file). The preview's iframe has the pane's locale
  // as its <html lang>, but only the one it opened with (the iframe stays when the editor switches language),
  // so it only settles a tie. The first language (the default) otherwise.
  function languageOf(props) {
    var languages = texts.languages || {};
    var others = props.entry.get('i18n');
    var left = Object.keys(languages).filter(function (code) { return !(others && others.has(code)); });
    var root = props.document && props.document.documentElement;
    var code = left.length === 1 ? left[0] : left.indexOf(root && root.lang) >= 0 ? root.lang : left[0];
    return languages[code] || languages[Object.keys(languages)[0]] || null;
  }
  // The article page's paragraphs (splitParagraphs in lib/news/news.ts): blocks separated by a blank line (a
  // line of spaces counts as blank), each block's lines joined by a space.
  function splitParagraphs(text) {
    return String(text)
      .split(/\r?\n[ \t]*\r?\n/)
      .map(function (p) { return p.trim().replace(/\s*\r?\n\s*/g, ' '); })
      .filter(function (p) { return p !== ''; });
  }

  // The news preview mirrors the article page /news-and-events/<slug>: hero with title, summary and meta,
  // then the image and the text's paragraphs, split and dated as the page does.
  function NewsPreview(props) {
    var h = window.h;
    var data = dataOf(props);
    var get = function (key) {
      return data[key] == null ? '' : String(data[key]);
    };
    var image = assetUrl(props, get('image'));
    var paragraphs = splitParagraphs(get('body'));
    var language = languageOf(props);
    var categories = (language && language.categories) || {};
    // The byline as the language writes it ("By {author}", "Tác giả: {author}", "作者：{author}"), as
    // fillTemplate (lib/i18n/template.ts) fills it on the page.
    var byline = String((language && language.by) || '{author}').replace(/\{author\}/g, get('author'));
    return h('article', { className: 'article' },
      h('header', { className: 'hero' },
        h('div', { className: 'inner' },
          h('p', { className: 'back' }, h('span', { 'aria-hidden': 'true' }, '← '), (language && language.backToNews) || ''),
          h('h1', null, get('title')),
          h('p', { className: 'summary' }, get('summary')),
          h('p', { className: 'meta' },
            h('span', { className: 'badge' }, categories[get('category')] || get('category')),
            h('time', { dateTime: get('date') }, formatDate(get('date'), language)),
            h('span', { className: 'author' }, byline)))),
      h('div', { className: 'inner body' },
        image ? h('img', { src: image, alt: '' }) : null,
        paragraphs.map(function (p, i) { return h('p', { key: i }, p); })));
  }

  // The entry's fields as plain data (the CMS hands an immutable map).
  function dataOf(props) {
    var data = props.entry.get('data');
    return data && data.toJS ? data.toJS() : {};
  }
  // A picture of the entry: the CMS's copy (a new upload), else the site's own file, as the page shows it.
  function assetUrl(props, path) {
    var asset = path ? props.getAsset(path) : null;
    return asset ? String(asset) : path;
  }
  var texts = JSON.parse(setup.getAttribute('data-preview-texts') || '{}');

  // The team as /about-us/team shows it without motion: a grid of cards, portrait, name, role, base office.
  function TeamPreview(props) {
    var h = window.h;
    return h('div', { className: 'inner' },
      h('ul', { className: 'cards' }, (dataOf(props).members || []).map(function (m, i) {
        return h('li', { key: i, className: 'card leader' },
          m.image ? h('img', { src: assetUrl(props, m.image), alt: m.alt || '', width: 240, height: 240 }) : null,
          h('h3', null, m.name),
          h('p', { className: 'role' }, m.role),
          h('p', { className: 'muted' }, m.base));
      })));
  }

  // Case studies as their page tells them: category, title, summary, picture, then client, challenge, steps, results.
  function CaseStudiesPreview(props) {
    var h = window.h;
    var labels = texts.caseStudyLabels || {};
    function block(label, content) {
      return content ? h('div', null, h('dt', null, label), h('dd', null, content)) : null;
    }
    return h('div', { className: 'inner' }, (dataOf(props).caseStudies || []).map(function (s, i) {
      return h('article', { key: i, className: 'card study' },
        h('p', { className: 'eyebrow' }, s.category),
        h('h2', null, s.title),
        h('p', null, s.description),
        s.image ? h('img', { src: assetUrl(props, s.image), alt: s.imageAlt || '' }) : null,
        h('dl', null,
          block(labels.client, s.client),
          block(labels.challenge, s.challenge),
          block(labels.approach, (s.approach || []).map(function (step, j) { return h('p', { key: j }, step); })),
          block(labels.results, h('ul', null, (s.results || []).map(function (r, j) { return h('li', { key: j }, r); })))));
    }));
  }

  // Offices as the contact page lists them: name, place, address; the first is the headquarters.
  function OfficesPreview(props) {
    var h = window.h;
    return h('div', { className: 'inner' },
      h('ul', { className: 'offices' }, (dataOf(props).offices || []).map(function (o, i) {
        return h('li', { key: i, className: 'card' },
          h('h3', null, o.name),
          h('p', { className: 'muted' }, o.city),
          h('address', null, o.address));
      })));
  }

  // Without a Git host the CMS works on the checkout alone, and nothing it does needs the web: what it would
  // fetch from another site (GitHub's status page, which it polls while its GitHub sign-in is configured) is
  // refused here, before it leaves the computer, as a failed request, which the CMS treats as "unknown" and
  // shows nothing for.
  function keepRequestsOnThisComputer() {
    var fetch = window.fetch;
    window.fetch = function (input) {
      var url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (/^https?:$/.test(url.protocol) && url.origin !== location.origin) {
        return Promise.reject(new TypeError('Not fetched: the content manager works on this computer only (' + url.origin + ')'));
      }
      return fetch.apply(window, arguments);
    };
  }

  // The build refuses a list that repeats a value each item needs for itself (two offices with one id), and the CMS has
  // no such check: a save is refused here first, before anything is written, with what to change in the editor's
  // words (content/texts/admin.yml "duplicate"). The CMS answers a save its preSave handler refused with its own
  // error dialog, "There was an error while saving the entry. Please try again later.", which would send the editor
  // to try the same save again: that dialog says the refusal instead, one message, where the editor's focus is.
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) { return key in values ? String(values[key]) : whole; });
  }
  function repeatedValues(data, rules) {
    var found = [];
    (rules || []).forEach(function (rule) {
      var items = Array.isArray(data && data[rule.list]) ? data[rule.list] : [];
      var seen = {};
      items.forEach(function (item, i) {
        var value = item && item[rule.key];
        if (value === undefined || value === null || value === '') return;
        (seen[value] = seen[value] || []).push(i + 1);
      });
      Object.keys(seen).forEach(function (value) {
        if (seen[value].length > 1) found.push(fill(texts.duplicate || '', { list: rule.listLabel, field: rule.keyLabel, value: value, items: seen[value].join(', ') }));
      });
    });
    return found;
  }
  function showRefusal(messages) {
    var panel = document.getElementById('cms-refusal');
    if (!messages.length) {
      if (panel) panel.remove();
      return;
    }
    if (!panel) {
      panel = document.createElement('section');
      panel.id = 'cms-refusal';
      panel.setAttribute('role', 'alert');
      document.body.appendChild(panel);
    }
    panel.textContent = messages.join(' ');
  }
  function refuseRepeatedValues(event) {
    var entry = event.entry;
    var rules = (texts.unique || {})[entry.get('path')];
    var messages = rules ? repeatedValues(entry.get('data').toJS(), rules) : [];
    showRefusal([]);
    if (!messages.length) return;
    var message = messages.join(' ');
    sayInErrorDialog(message);
    throw new Error(message);
  }
  // The CMS's error dialog for a refused save has a title, its generic text and an OK button: the text becomes the
  // refusal. (Found by its place, not its words: the CMS speaks the editor's browser language.) The page is watched
  // only from the refusal until that dialog appears, not for the whole editing session.
  function sayInErrorDialog(message) {
    var observer = new MutationObserver(function () {
      Array.prototype.forEach.call(document.querySelectorAll('[role="alertdialog"]'), function (dialog) {
        var titleId = dialog.getAttribute('aria-labelledby');
        var title = titleId ? document.getElementById(titleId) : null;
        var walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
        var text = null;
        for (var node = walker.nextNode(); node; node = walker.nextNode()) {
          var parent = node.parentElement;
          if (!node.nodeValue.trim() || (title && title.contains(node)) || (parent && parent.closest('button'))) continue;
          if (!text || node.nodeValue.length > text.nodeValue.length) text = node;
        }
        if (!text) return;
        text.nodeValue = message;
        observer.disconnect();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }

  // A picture the site cannot use is refused as the editor picks or drops it, never later by the build, with what
  // to do in the editor's words (content/texts/admin.yml "upload"): an iPhone photo (HEIC/HEIF, which the build's
  // image library cannot decode and no browser but Safari shows), any type the build does not read (the image
  // fields' `accept` keeps those out of the picker, but "All files" or a drop still offer them), and a file over
  // the size the CMS takes (its media library's max_file_size). The CMS's own refusals name no way out ("reduce
  // the size"); this one runs first, in the capture phase, so the CMS never sees the file.
  var upload = texts.upload || null;
  var EXTENSION_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml' };
  function extensionOf(name) {
    var m = /\.([^./]+)$/.exec(name);
    return m ? m[1].toLowerCase() : '';
  }
  function uploadRefusal(file) {
    var extension = extensionOf(file.name);
    var type = String(file.type || '').toLowerCase();
    if (/^image\/hei[cf](-sequence)?$/.test(type) || /^hei[cf]$/.test(extension)) return fill(upload.heic, { file: file.name });
    // A type the browser does not know (empty) is taken by its extension, as the hosts serve it.
    var known = type || EXTENSION_TYPES[extension] || '';
    if (upload.types.indexOf(known) < 0 || !EXTENSION_TYPES[extension]) return fill(upload.otherType, { file: file.name });
    if (file.size > upload.limitMb * 1024 * 1024) {
      var size = file.size / (1024 * 1024);
      return fill(upload.tooLarge, { file: file.name, size: size < 100 ? size.toFixed(1) : Math.round(size), limit: upload.limitMb });
    }
    return null;
  }
  function refusedUploads(files) {
    return Array.prototype.map.call(files || [], uploadRefusal).filter(Boolean);
  }
  function guardUploads() {
    if (!upload) return;
    window.addEventListener('change', function (event) {
      var input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      var messages = refusedUploads(input.files);
      showRefusal(messages);
      if (!messages.length) return;
      event.stopImmediatePropagation();
      input.value = '';
    }, true);
    window.addEventListener('drop', function (event) {
      var messages = event.dataTransfer && event.dataTransfer.files.length ? refusedUploads(event.dataTransfer.files) : [];
      showRefusal(messages);
      if (!messages.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The drop area's highlight ends with the drop the CMS no longer sees: a dragleave ends it as well.
      if (event.target instanceof Element) event.target.dispatchEvent(new DragEvent('dragleave', { bubbles: true }));
    }, true);
  }

  // Every save of an entry that has translations records, in each translation it writes, which English texts it was
  // made from (`translatedFrom`), which tells the build which translations are outdated: the rules are the build's
  // own module, bundled into public/admin/translation-state.js, and the entry's shape comes from the registry
  // (lib/admin/translation-fields.ts). The translator's "still right" records as made from today's English the
  // texts ticked under it (`translationCheckedTexts`, by their names in the record), or every text (the switch,
  // `translationChecked`); neither is ever written. The default language's file gets none of them. A language the entry does not have (an
  // article not translated yet) is not written, so nothing is recorded for it. An article's or a legal page's text
  // is its `body` field here.
  function recordTranslations(event) {
    var state = window.translationState;
    var entry = event.entry;
    var shape = (texts.translations || {})[entry.get('path')] || (texts.translations || {})[entry.get('collection')];
    if (!state || !shape) return undefined;
    var english = entry.get('data').toJS();
    var updated = entry.set('data', state.withoutTranslationKeys(english));
    var others = entry.get('i18n');
    var codes = others ? Array.from(others.keys()) : [];
    return codes.reduce(function (map, code) {
      var data = others.getIn([code, 'data']);
      if (!data || !data.size) return map;
      var translation = data.toJS();
      var recorded = state.recordTranslation(shape, english, translation, { english: english.body, translation: translation.body });
      return map.setIn(['i18n', code, 'data'], recorded);
    }, updated);
  }
  // "Still right" (the ticks of single texts and the switch for the whole file) belongs to the translations: the
  // default language's form does not show it.
  function hideSwitchInDefaultLanguage() {
    if (!texts.defaultLanguage) return;
    var pane = '.pane[data-locale="' + CSS.escape(texts.defaultLanguage) + '"] ';
    var style = document.createElement('style');
    style.textContent = pane + '[data-key-path="translationChecked"], ' + pane + '[data-key-path="translationCheckedTexts"] { display: none; }';
    document.head.appendChild(style);
  }

  function start() {
    notice.hidden = true;
    if (!production) keepRequestsOnThisComputer();
    // Started here, after the preview is registered, not by the module itself.
    window.CMS_MANUAL_INIT = true;
    import('/admin/sveltia/npm/index.js').then(function (module) {
      var CMS = module.default;
      CMS.registerPreviewStyle('/admin/preview.css');
      CMS.registerPreviewTemplate('news', NewsPreview);
      CMS.registerPreviewTemplate('team', TeamPreview);
      CMS.registerPreviewTemplate('case-studies', CaseStudiesPreview);
      CMS.registerPreviewTemplate('success-stories', CaseStudiesPreview);
      CMS.registerPreviewTemplate('offices', OfficesPreview);
      CMS.registerEventListener({ name: 'preSave', handler: refuseRepeatedValues });
      CMS.registerEventListener({ name: 'preSave', handler: recordTranslations });
      hideSwitchInDefaultLanguage();
      guardUploads();
      CMS.init();
    });
  }

  if (production || onLocalMachine) start();
})();
