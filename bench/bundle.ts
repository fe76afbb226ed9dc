// Where the start page's bytes are (issue 16): the chunks the start page loads before it can paint (the entry
// script of dist/index.html, its modulepreloads, its stylesheet and every chunk they import statically), and, from
// each chunk's source map, the bytes every source module contributes to it. A module's share of a chunk's
// brotli size is its share of the chunk's minified bytes (brotli works across modules, so this is an estimate;
// the chunk totals are exact). Run after `npm run build`:
//
//   npx tsx bench/bundle.ts            # writes bench/results/bundle.md and prints it
//
// It also builds the framework floor in a scratch folder: a page with nothing but React (as installed), xstate and axios
// (and one with final-form beside them), so the budget can be read against what the chosen packages cost alone.
//
// Later screens' chunks (dynamic imports) are listed apart, with what each adds.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

const brotli = (content: Buffer | string) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/** The files index.html references: the entry script, the modulepreloads and the stylesheets. */
function htmlAssets(html: string): string[] {
  const found = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
  return [...new Set(found)];
}

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `assets/${match[1]}`);
}

/** The chunks a chunk may load later (`import("./x.js")` and Vite's preload map). */
function dynamicImports(code: string): string[] {
  const direct = [...code.matchAll(/import\(\s*"\.\/([^"]+\.js)"\s*\)/g)].map((match) => `assets/${match[1]}`);
  const mapped = [...code.matchAll(/"(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  return [...new Set([...direct, ...mapped])];
}

/** The closure of static imports from the given files. */
function closure(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(readFileSync(join(dist, file), 'utf8')));
  }
  return [...seen];
}

/** Minified bytes of a chunk by source module, from its source map. */
function bytesBySource(file: string): Map<string, number> {
  const code = readFileSync(join(dist, file), 'utf8');
  const out = new Map<string, number>();
  const add = (source: string, bytes: number) => out.set(source, (out.get(source) ?? 0) + bytes);
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) {
    add(file.endsWith('.css') ? '(stylesheet)' : '(no source map)', Buffer.byteLength(code));
    return out;
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let column = 0;
    let source = '(unmapped)';
    for (const segment of segments) {
      add(source, Buffer.byteLength(line.slice(column, segment[0])));
      column = segment[0];
      source = segment.length > 1 ? (map.sources[segment[1] as number] ?? '(unmapped)') : '(unmapped)';
    }
    add(source, Buffer.byteLength(line.slice(column)) + 1);
  });
  // Sources are relative to the map's folder: make them relative to the repository.
  const normalised = new Map<string, number>();
  for (const [source, bytes] of out) {
    const name = source.startsWith('(')
      ? source
      : relative(root, join(dist, dirname(file), source)).replace(
          /^(?:\.\.\/)*(?:[^/]+\/)*?node_modules\//,
          'node_modules/',
        );
    normalised.set(name, (normalised.get(name) ?? 0) + bytes);
  }
  return normalised;
}

/** A module's group: the npm package it comes from, or the repository folder. */
function groupOf(source: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch) return packageMatch[1] as string;
  if (source.startsWith('(')) return source;
  return `${source.split('/')[0]}/`;
}

interface Row {
  name: string;
  raw: number;
  brotli: number;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function table(header: string[], rows: Row[]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| --- | ---: | ---: |`,
    ...rows.map((row) => `| \`${row.name}\` | ${kib(row.raw)} | ${kib(row.brotli)} |`),
  ];
}

function breakdown(files: string[]): { chunks: Row[]; groups: Row[]; modules: Row[] } {
  const chunks: Row[] = [];
  const groups = new Map<string, Row>();
  const modules = new Map<string, Row>();
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const chunkBrotli = brotli(content);
    chunks.push({ name: file, raw: content.length, brotli: chunkBrotli });
    for (const [source, bytes] of bytesBySource(file)) {
      const share = (bytes / content.length) * chunkBrotli;
      for (const [map, name] of [
        [groups, groupOf(source)],
        [modules, source],
      ] as const) {
        const row = map.get(name) ?? { name, raw: 0, brotli: 0 };
        row.raw += bytes;
        row.brotli += share;
        map.set(name, row);
      }
    }
  }
  const byBrotli = (a: Row, b: Row) => b.brotli - a.brotli;
  return {
    chunks: chunks.sort(byBrotli),
    groups: [...groups.values()].sort(byBrotli),
    modules: [...modules.values()].sort(byBrotli),
  };
}

/** The floors: pages with only the chosen packages, built as the app is built; brotli bytes of HTML and JS. */
/** The installed React, as the floor's rows name it (`React 18.3`). */
const reactVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'react', 'package.json'), 'utf8')) as {
    version: string;
  }
).version
  .split('.')
  .slice(0, 2)
  .join('.');

async function floors(): Promise<Row[]> {
  const scratch = join(root, '.scratch', 'bench-floor');
  const reactName = `React ${reactVersion}`;
  const pages: Record<string, string> = {
    [`${reactName} (react, react-dom)`]: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>floor</h1>);`,
    [`${reactName} + xstate`]: `import { createRoot } from 'react-dom/client';
import { createActor, createMachine } from 'xstate';
const actor = createActor(createMachine({ initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } })).start();
createRoot(document.getElementById('root')!).render(<h1>{String(actor.getSnapshot().value)}</h1>);`,
    [`${reactName} + xstate + axios`]: `import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { createActor, createMachine } from 'xstate';
const actor = createActor(createMachine({ initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } })).start();
void axios.get('/config.json').catch(() => undefined);
createRoot(document.getElementById('root')!).render(<h1>{String(actor.getSnapshot().value)}</h1>);`,
    [`${reactName} + xstate + axios + final-form, react-final-form`]: `import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { Field, Form } from 'react-final-form';
import { createActor, createMachine } from 'xstate';
const actor = createActor(createMachine({ initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } })).start();
void axios.get('/config.json').catch(() => undefined);
createRoot(document.getElementById('root')!).render(
  <Form onSubmit={() => undefined} render={() => <Field name={String(actor.getSnapshot().value)} component="input" />} />,
);`,
  };
  const rows: Row[] = [];
  try {
    for (const [name, code] of Object.entries(pages)) {
      rmSync(scratch, { recursive: true, force: true });
      mkdirSync(scratch, { recursive: true });
      writeFileSync(
        join(scratch, 'index.html'),
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
      );
      writeFileSync(join(scratch, 'main.tsx'), code);
      await build({
        root: scratch,
        configFile: false,
        logLevel: 'silent',
        plugins: [react()],
        build: { outDir: join(scratch, 'dist'), target: 'es2020' },
      });
      const files = [
        join(scratch, 'dist', 'index.html'),
        ...readdirSync(join(scratch, 'dist', 'assets')).map((file) => join(scratch, 'dist', 'assets', file)),
      ];
      const contents = files.map((file) => readFileSync(file));
      rows.push({
        name,
        raw: contents.reduce((sum, content) => sum + content.length, 0),
        brotli: contents.reduce((sum, content) => sum + brotli(content), 0),
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  const html = readFileSync(join(dist, 'index.html'));
  const startFiles = closure(htmlAssets(html.toString('utf8')));
  const start = breakdown(startFiles);
  const total = start.chunks.reduce((sum, row) => sum + row.brotli, 0) + brotli(html);
  const later = new Set<string>();
  for (const file of startFiles.filter((name) => name.endsWith('.js'))) {
    for (const name of dynamicImports(readFileSync(join(dist, file), 'utf8'))) {
      if (!startFiles.includes(name) && existsSync(join(dist, name))) later.add(name);
    }
  }
  const laterChunks = breakdown([...later]).chunks;
  const floorRows = await floors();
  const lines = [
    '# The start page by module',
    '',
    `${new Date().toISOString()}. Command: \`npm run build && npx tsx bench/bundle.ts\`. Brotli at quality 11 as the build precompresses; a module's brotli bytes are its share of its chunk's.`,
    '',
    `Start page before any lazy chunk: index.html and ${startFiles.length} files, **${kib(total)} brotli** (${kib(start.chunks.reduce((sum, row) => sum + row.raw, 0))} minified). Lazy chunks the start screen loads at once (its own screen, copy) come on top: see the wire figures of \`npm run bench\`.`,
    '',
    '## The floor: the chosen packages alone, built the same way (HTML and JS, brotli)',
    '',
    ...table(['page', 'minified', 'brotli'], floorRows),
    '',
    '## Chunks',
    '',
    ...table(['chunk', 'minified', 'brotli'], start.chunks),
    '',
    '## By package or folder',
    '',
    ...table(['package or folder', 'minified', 'brotli (share)'], start.groups),
    '',
    '## The 100 largest modules',
    '',
    ...table(['module', 'minified', 'brotli (share)'], start.modules.slice(0, 100)),
    '',
    '## Chunks loaded later (dynamic imports), each alone',
    '',
    ...table(['chunk', 'minified', 'brotli'], laterChunks),
    '',
  ];
  const report = lines.join('\n');
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'bundle.md'), report);
  console.log(report);
}

await main();
