// The unsupported-browser notice for browsers without ES modules (IE 11, Chrome before 61, Safari before 10.1...):
// they skip the app's `<script type="module">`, so src/browserSupport.ts's check never runs and the page would stay
// blank. The plugin below adds `<script nomodule src="/unsupported-browser.js">` to index.html (in the build and on
// the dev server), which runs this instead: ES5 only, about 1 KB (436 bytes brotli), with the same copy the module
// check shows (content/browserSupport.ts), written in at build time.
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
  // A browser that knows `noModule` runs the module app and never needs this (Safari 10.1 runs both: it has
  // modules but not the attribute, and cannot run the ES2020 app either, so the notice is right there too).
  return `(function () {
  if ('noModule' in document.createElement('script')) return;
  var root = document.getElementById('root');
  if (!root) return;
  var text = ${JSON.stringify(text)};
  function element(tag, className, content) {
    var node = document.createElement(tag);
    node.className = className;
    if (content) node.appendChild(document.createTextNode(content));
    return node;
  }
  var page = element('div', 'page');
  var main = element('main', 'page__main');
  main.id = 'main-content';
  main.appendChild(element('h1', 'heading-xl', text.title));
  for (var i = 0; i < text.paragraphs.length; i++) main.appendChild(element('p', 'body', text.paragraphs[i]));
  page.appendChild(main);
  while (root.firstChild) root.removeChild(root.firstChild);
  root.appendChild(page);
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
      return [{ tag: 'script', attrs: { nomodule: true, src: `/${UNSUPPORTED_BROWSER_SCRIPT}` }, injectTo: 'body' }];
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
