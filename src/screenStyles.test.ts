// The style sheets that load with a screen instead of with the start page (screens/**/*.css, issue 16): a class one
// of them defines looks right on a page only when that page's module imports the sheet, or a screen seen before did.
// So every module that uses such a class imports its sheet itself, and no class of them is left in the start page's.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(folder, file));
}

/** The classes a style sheet's rules are for: each selector's first class (`.address-lookup .button` is the
 * lookup's, not every button's). */
function classesOf(css: string): Set<string> {
  const selectors = (css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? []).flatMap((list) =>
    list.split(','),
  );
  return new Set(
    selectors.map((selector) => /\.([a-zA-Z][\w-]*)/.exec(selector)?.[1]).filter((name) => name !== undefined),
  );
}

const sheets = filesUnder('screens', '.css').map((path) => ({
  path,
  classes: classesOf(readFileSync(join(root, path), 'utf8')),
}));
const modules = [...filesUnder('screens', '.tsx'), ...filesUnder('src', '.tsx')].filter(
  (path) => !path.includes('inspector') && !path.endsWith('.test.tsx'),
);

describe("the screens' own style sheets", () => {
  it('are there, and each defines classes', () => {
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet.classes.size, sheet.path).toBeGreaterThan(0);
  });

  it('are imported by every module that uses one of their classes', () => {
    const missing: string[] = [];
    for (const module of modules) {
      const source = readFileSync(join(root, module), 'utf8');
      const used = new Set(
        [...source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)].flatMap((m) =>
          (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/),
        ),
      );
      for (const sheet of sheets) {
        const wanted = relative(dirname(module), sheet.path).replace(/^(?!\.)/, './');
        const uses = [...sheet.classes].filter((name) => used.has(name));
        if (uses.length && !source.includes(`import '${wanted}';`))
          missing.push(`${module} uses ${uses.join(', ')} without importing ${wanted}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leave none of their classes in the start page's style sheet", () => {
    const start = classesOf(readFileSync(join(root, 'src/styles.css'), 'utf8'));
    for (const sheet of sheets)
      expect(
        [...sheet.classes].filter((name) => start.has(name)),
        sheet.path,
      ).toEqual([]);
  });
});
