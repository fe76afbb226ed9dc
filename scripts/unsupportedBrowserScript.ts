// The unsupported-browser notice for every browser that cannot run the app (issue 15). The app is built for ES2020
// (vite.config.ts `build.target`) and its own check (src/browserSupport.ts) runs inside its module, so a browser
// without ES modules (IE 11, Chrome < 61) never runs it, and one with modules but not ES2020 (Chrome 61-79, Safari
// 10.1-13, Firefox 60-73) fails to parse or run it: both would see a blank page. The plugin below loads this ES5
// script (about 1.9 KB, about 700 bytes brotli) in every browser as a classic deferred script before the app's module,
// from a file (the CSP allows no inline script), with the same copy the module check shows
// (content/browserSupport.ts), written in at build time.
import type { Plugin } from 'vite';
import { UNSUPPORTED_BROWSER_COPY } from '../content/browserSupport';

/** Where index.html loads the fallback from (dist/ root: small, revalidated like index.html). */
export const UNSUPPORTED_BROWSER_SCRIPT = 'unsupported-browser.js';

/** The fallback's ES5 source, its copy filled from content/browserSupport.ts. */
export function unsupportedBrowserScript(): string {
  const copy = UNSUPPORTED_BROWSER_COPY;
  const text = {
    title: copy.title,
    paragraphs: [copy.upgrade, copy.supportedIntro, copy.supported, copy.call],
  };
  // (a) No `noModule`: no ES modules (IE 11, Chrome < 61), or Safari 10.1, which has modules but not the attribute
  // and cannot run the ES2020 app either: the notice at once. (b) Otherwise the app's module runs after this
  // (deferred scripts run in document order): if it fails in the browser's parser (SyntaxError: Chrome 61-79,
  // Safari 11-13.0, Firefox 60-73 and `?.`/`??`) or for a missing API (TypeError, ReferenceError: `globalThis`,
  // `Object.hasOwn`...) before it has mounted anything in #root, the notice instead of a blank page. The build lowers
  // syntax to ES2020 but adds no polyfills, and the app's types allow ES2023's library (tsconfig.json `lib`; it calls
  // ES2022's Object.hasOwn), so a browser is taken as modern when it has ES2023's API: there a TypeError or
  // ReferenceError is the app's own fault, never the upgrade notice. Never over a mounted app; once.
  return `(function () {
  var shown = false;
  var text = ${JSON.stringify(text)};
  function element(tag, className, content) {
    var node = document.createElement(tag);
    node.className = className;
    if (content) node.appendChild(document.createTextNode(content));
    return node;
  }
  function show() {
    var root = document.getElementById('root');
    if (shown || !root) return;
    shown = true;
    var page = element('div', 'page');
    var main = element('main', 'page__main');
    main.id = 'main-content';
    main.appendChild(element('h1', 'heading-xl', text.title));
    for (var i = 0; i < text.paragraphs.length; i++) main.appendChild(element('p', 'body', text.paragraphs[i]));
    page.appendChild(main);
    while (root.firstChild) root.removeChild(root.firstChild);
    root.appendChild(page);
  }
  if (!('noModule' in document.createElement('script'))) return show();
  var modern = typeof Object.hasOwn === 'function' && typeof [].findLast === 'function';
  function is(event, name) {
    return (event.error && event.error.name === name) || String(event.message).indexOf(name + ':') !== -1;
  }
  function onError(event) {
    var root = document.getElementById('root');
    if (!root || root.firstChild || String(event.filename).indexOf('/assets/') === -1) return;
    if (is(event, 'SyntaxError') || (!modern && (is(event, 'TypeError') || is(event, 'ReferenceError')))) {
      window.removeEventListener('error', onError);
      show();
    }
  }
  window.addEventListener('error', onError);
})();
`;
}

/** Writes the fallback beside index.html and loads it there, in the build and from Vite's dev server. */
export function unsupportedBrowserFallback(): Plugin {
  return {
    name: 'account-opening:unsupported-browser',
    transformIndexHtml(html, context) {
      // the app's page only, not the analysts' inspector (inspector.html)
      if (!context.filename.endsWith('index.html')) return html;
      // first in <head>, deferred: it runs before the app's module (same ordered list) without holding the parser
      return [
        { tag: 'script', attrs: { defer: true, src: `/${UNSUPPORTED_BROWSER_SCRIPT}` }, injectTo: 'head-prepend' },
      ];
    },
    configureServer(server) {
      server.middlewares.use(`/${UNSUPPORTED_BROWSER_SCRIPT}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(unsupportedBrowserScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: UNSUPPORTED_BROWSER_SCRIPT, source: unsupportedBrowserScript() });
    },
  };
}
