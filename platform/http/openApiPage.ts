// The browsable page of the OpenAPI document (GET /docs): small, offline (no CDN, no framework) and within the
// app's Content-Security-Policy (http/securityHeaders.ts): its script and style sheet are served files, never
// inline, and the script builds the page with textContent only (the document is data, not markup).

export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platform API - account opening</title>
<link rel="stylesheet" href="/docs/openapi.css">
<script src="/docs/openapi.js" defer></script>
</head>
<body>
<main>
<h1>Platform API</h1>
<p>Every call of the platform, generated from the schemas it validates with.
The machine-readable document is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<p id="status" role="status">Loading the document…</p>
<div id="operations"></div>
</main>
</body>
</html>
`;

export const DOCS_PAGE_CSS = `body { font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5; color: #0b0c0c; }
main { max-width: 70rem; }
h2 { margin-top: 2rem; border-bottom: 1px solid #b1b4b6; }
details { border: 1px solid #b1b4b6; margin: 0.5rem 0; padding: 0.5rem; }
summary { cursor: pointer; font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; font-weight: bold; }
pre { background: #f3f2f1; padding: 0.5rem; overflow-x: auto; }
table { border-collapse: collapse; }
th, td { border: 1px solid #b1b4b6; padding: 0.25rem 0.5rem; text-align: left; }
`;

export const DOCS_PAGE_SCRIPT = `'use strict';
(function () {
  function el(name, text) {
    var node = document.createElement(name);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function schemaBlock(title, schema) {
    var box = el('div');
    box.appendChild(el('h4', title));
    box.appendChild(el('pre', JSON.stringify(schema, null, 2)));
    return box;
  }
  function operationBlock(method, path, op) {
    var details = el('details');
    var summary = el('summary');
    summary.appendChild(el('span', method.toUpperCase())).className = 'method';
    summary.appendChild(document.createTextNode(' ' + path + (op.security ? '  (bearer token)' : '')));
    details.appendChild(summary);
    if (op.parameters && op.parameters.length) {
      var table = el('table');
      var head = el('tr');
      ['Parameter', 'In', 'Required', 'Schema'].forEach(function (h) { head.appendChild(el('th', h)); });
      table.appendChild(head);
      op.parameters.forEach(function (p) {
        var row = el('tr');
        row.appendChild(el('td', p.name));
        row.appendChild(el('td', p.in));
        row.appendChild(el('td', p.required ? 'yes' : 'no'));
        row.appendChild(el('td', JSON.stringify(p.schema)));
        table.appendChild(row);
      });
      details.appendChild(table);
    }
    if (op.requestBody) {
      Object.keys(op.requestBody.content).forEach(function (type) {
        details.appendChild(schemaBlock('Request body (' + type + ')', op.requestBody.content[type].schema));
      });
    }
    return details;
  }
  function render(doc) {
    var byTag = {};
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push(operationBlock(method, path, op));
      });
    });
    var root = document.getElementById('operations');
    Object.keys(byTag).sort().forEach(function (tag) {
      var section = el('section');
      section.appendChild(el('h2', tag));
      byTag[tag].forEach(function (block) { section.appendChild(block); });
      root.appendChild(section);
    });
    var count = Object.keys(byTag).reduce(function (n, tag) { return n + byTag[tag].length; }, 0);
    document.getElementById('status').textContent = count + ' operations, OpenAPI ' + doc.openapi + '.';
  }
  fetch('/openapi.json', { headers: { accept: 'application/json' } })
    .then(function (response) { return response.json(); })
    .then(render)
    .catch(function () {
      document.getElementById('status').textContent = 'The document could not be loaded: open /openapi.json instead.';
    });
})();
`;
