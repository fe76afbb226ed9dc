// ARCHITECTURE "Screens": a screen imports no service (and no HTTP client); the chart never imports axios or the
// DOM. These checks read the source, so a forbidden import fails the suite the moment it is written.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

describe('architecture', () => {
  it('screens import nothing from services/ and no HTTP client', () => {
    const offences = sourceFiles('screens').flatMap((file) =>
      importsOf(file)
        .filter((path) => /(^|\/)services(\/|$)/.test(path) || path === 'axios' || path.startsWith('axios'))
        .map((path) => `${relative(root, file)} imports ${path}`),
    );
    expect(offences).toEqual([]);
  });

  it('the chart imports neither axios, React, nor services/ code other than types', () => {
    const offences = sourceFiles('machines').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return importsOf(file)
        .filter(
          (path) => path.startsWith('axios') || path === 'react' || path === 'react-dom' || path.startsWith('wouter'),
        )
        .concat(
          [...text.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"]([^'"]*services\/[^'"]*)['"]/gm)].map(
            (match) => match[1] ?? '',
          ),
        )
        .map((path) => `${relative(root, file)} imports ${path}`);
    });
    expect(offences).toEqual([]);
  });

  it('the check itself sees imports (guards against a vacuous pass)', () => {
    expect(sourceFiles('screens').length).toBeGreaterThan(5);
    expect(importsOf(join(root, 'screens', 'ReviewScreen.tsx'))).toContain('../src/journeyActor');
  });
});
