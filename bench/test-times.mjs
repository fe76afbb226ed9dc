#!/usr/bin/env node
// Where the test suite's time goes: markdown tables from Playwright JSON reports (per spec file and per test) and
// vitest JSON reports (per test file), for bench/results/test-times.md.
//
//   E2E_WORKERS=1 PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/pw.json npx playwright test e2e/a.spec.ts e2e/b.spec.ts --reporter=json
//   npx vitest run --project platform --reporter=json --outputFile.json=/tmp/platform.json
//   node bench/test-times.mjs /tmp/pw.json /tmp/platform.json [--tests]
//
// --tests adds one row per browser test (slowest first). Durations are wall time as the reporters measured them.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const args = process.argv.slice(2);
const perTest = args.includes('--tests');
const files = args.filter((arg) => arg !== '--tests');
const seconds = (ms) => (ms / 1000).toFixed(1);

function playwrightRows(report) {
  const rows = [];
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({ file: spec.file ?? file, title: spec.title, ms: result.duration, status: result.status });
        }
      }
    }
  };
  walk(report);
  return rows;
}

function printPlaywright(path, report) {
  const rows = playwrightRows(report);
  const byFile = new Map();
  for (const row of rows) {
    const entry = byFile.get(row.file) ?? { tests: 0, ms: 0, failed: 0 };
    entry.tests += 1;
    entry.ms += row.ms;
    if (row.status !== 'passed' && row.status !== 'skipped') entry.failed += 1;
    byFile.set(row.file, entry);
  }
  const sum = rows.reduce((total, row) => total + row.ms, 0);
  console.log(
    `\n### ${basename(path)}: ${rows.length} browser tests, ${seconds(report.stats.duration)} s wall, ${seconds(sum)} s in tests\n`,
  );
  console.log('| spec file | tests | seconds | mean per test | failed |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [file, entry] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `| ${file} | ${entry.tests} | ${seconds(entry.ms)} | ${seconds(entry.ms / entry.tests)} | ${entry.failed} |`,
    );
  }
  if (perTest) {
    console.log('\n| test | seconds | status |');
    console.log('|---|---:|---|');
    for (const row of [...rows].sort((a, b) => b.ms - a.ms)) {
      console.log(`| ${row.file} › ${row.title.replace(/\|/g, '\\|')} | ${seconds(row.ms)} | ${row.status} |`);
    }
  }
}

function printVitest(path, report) {
  const rows = report.testResults.map((file) => ({
    file: relative(process.cwd(), file.name),
    tests: file.assertionResults.length,
    ms: file.endTime - file.startTime,
    failed: file.assertionResults.filter((test) => test.status === 'failed').length,
  }));
  const sum = rows.reduce((total, row) => total + row.ms, 0);
  console.log(
    `\n### ${basename(path)}: ${report.numTotalTests} tests in ${rows.length} files, ${seconds(sum)} s in files\n`,
  );
  console.log('| test file | tests | seconds | failed |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows.sort((a, b) => b.ms - a.ms)) {
    console.log(`| ${row.file} | ${row.tests} | ${seconds(row.ms)} | ${row.failed} |`);
  }
}

for (const path of files) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (report.testResults) printVitest(path, report);
  else printPlaywright(path, report);
}
