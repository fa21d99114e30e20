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

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  // The article page's date format ("18 February 2025"), read from the ISO date without time zones.
  function formatDate(iso) {
    var m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(iso || ''));
    return m ? Number(m[3]) + ' ' + MONTHS[Number(m[2]) - 1] + ' ' + m[1] : '';
  }

  // The news preview mirrors the article page /news-and-events/<slug>: hero with title, summary and meta,
  // then the image and one paragraph per blank-line-separated block.
  function NewsPreview(props) {
    var h = window.h;
    var get = function (key) {
      var value = props.entry.getIn(['data', key]);
      return value == null ? '' : String(value);
    };
    var image = get('image') ? props.getAsset(get('image')) : null;
    var paragraphs = get('body')
      .split(/\n\s*\n/)
      .map(function (p) { return p.trim(); })
      .filter(Boolean);
    return h('article', { className: 'article' },
      h('header', { className: 'hero' },
        h('div', { className: 'inner' },
          h('p', { className: 'back' }, '← ' + setup.getAttribute('data-back-to-news')),
          h('h1', null, get('title')),
          h('p', { className: 'summary' }, get('summary')),
          h('p', { className: 'meta' },
            h('span', { className: 'badge' }, get('category')),
            h('time', { dateTime: get('date') }, formatDate(get('date'))),
            h('span', null, setup.getAttribute('data-by') + ' ' + get('author'))))),
      h('div', { className: 'inner body' },
        image ? h('img', { src: image.toString(), alt: '' }) : null,
        paragraphs.map(function (p, i) { return h('p', { key: i }, p); })));
  }

  function start() {
    notice.hidden = true;
    // Started here, after the preview is registered, not by the module itself.
    window.CMS_MANUAL_INIT = true;
    import('/admin/sveltia/npm/index.js').then(function (module) {
      var CMS = module.default;
      CMS.registerPreviewStyle('/admin/preview.css');
      CMS.registerPreviewTemplate('news', NewsPreview);
      CMS.init();
    });
  }

  if (production || onLocalMachine) start();
})();
