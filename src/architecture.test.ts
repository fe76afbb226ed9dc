// ARCHITECTURE "Screens": a screen imports no service (and no HTTP client); the chart never imports axios or the
// DOM. These checks read the source, so a forbidden import fails the suite the moment it is written.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  it('the contract (contract/) imports no other layer: every layer stands above it', () => {
    const offences = sourceFiles('contract').flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('.'))
        .map((path) => relative(root, join(file, '..', path)).split('/')[0] ?? '')
        .filter((folder) => ['machines', 'services', 'screens', 'src', 'platform'].includes(folder))
        .map((folder) => `${relative(root, file)} imports ${folder}/`),
    );
    expect(offences).toEqual([]);
  });

  it('machines/ and services/ import one way: services implement machines/actorContracts, the chart imports no service', () => {
    const layerOf = (file: string, path: string) => relative(root, join(file, '..', path)).split('/')[0];
    const chartToServices = sourceFiles('machines').flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('.') && layerOf(file, path) === 'services')
        .map((path) => `${relative(root, file)} imports ${path}`),
    );
    expect(chartToServices).toEqual([]);
    const servicesToChart = sourceFiles('services').flatMap((file) =>
      importsOf(file).filter((path) => path.startsWith('.') && layerOf(file, path) === 'machines'),
    );
    expect(servicesToChart.length).toBeGreaterThan(0);
  });

  it('platform test support (platform/test-support/) is imported by tests only, never by production code', () => {
    const folders = ['src', 'machines', 'screens', 'services', 'contract', 'content', 'platform'];
    const offences = folders
      .flatMap(sourceFiles)
      .filter((file) => !relative(root, file).startsWith('platform/test-support/'))
      .flatMap((file) =>
        importsOf(file)
          .filter(
            (path) =>
              path.startsWith('.') && relative(root, join(file, '..', path)).startsWith('platform/test-support/'),
          )
          .map((path) => `${relative(root, file)} imports ${path}`),
      );
    expect(offences).toEqual([]);
    expect(
      importsOf(join(root, 'platform', 'http', 'noEcho.test.ts')).some((path) => path.includes('test-support/')),
    ).toBe(true);
  });

  it("the app's code never loads the date-holidays library: the switch page checks the list generated from it", () => {
    // Every module the app reaches from its entry, by static or dynamic import (relative imports followed; packages
    // noted). The library with every country's rules made the switch page's chunk 1.4 MB (issue 16); the platform
    // keeps it (platform/switching/), the screens read content/bankHolidayDates.ts (contract/bankHolidayList.ts).
    const resolve = (from: string, path: string) =>
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => join(from, '..', path) + ending)
        .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
    const reached = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const path of importsOf(file)) {
        if (!path.startsWith('.')) packages.add(path);
        else {
          const target = resolve(file, path);
          if (target) visit(target);
        }
      }
    };
    visit(join(root, 'src', 'main.tsx'));
    expect([...reached].map((file) => relative(root, file))).toContain('screens/SwitchScreen.tsx');
    expect([...reached].map((file) => relative(root, file))).toContain('contract/bankHolidayList.ts');
    expect(packages).toContain('react');
    expect([...packages].filter((name) => name.startsWith('date-holidays'))).toEqual([]);
  });

  it('the check itself sees imports (guards against a vacuous pass)', () => {
    expect(sourceFiles('screens').length).toBeGreaterThan(5);
    expect(importsOf(join(root, 'screens', 'ReviewScreen.tsx'))).toContain('../src/journeyActor');
    expect(sourceFiles('contract').length).toBeGreaterThan(10);
    expect(importsOf(join(root, 'contract', 'mapping.ts'))).toContain('./applicationForm');
  });
});
