// `npm run coverage:paths`: generates the model paths of the journey chart, runs them against the chart as
// journey.test.ts does, and prints which state nodes and transitions they reached (chartInventory.ts says how they
// are counted). It reports and exits 0; only a generation that throws makes it fail.
// Then it chooses the paths the browser suite drives (browserPaths.ts), writes them to e2e/generatedPaths.json for
// e2e/generatedPaths.spec.ts, reports their coverage apart, and writes coverage/paths.html for testers (issue 14).
import { mkdirSync, writeFileSync } from 'node:fs';
import { journeyMachine } from '../machines/journey';
import {
  BROWSER_PATH_FILE,
  BUDGET_SECONDS,
  browserPathFile,
  maxPaths,
  selectBrowserPaths,
  withinBudget,
} from './browserPaths';
import { UNREACHABLE_TRANSITIONS } from './chartFindings';
import { stateNodesOf, transitionId, transitionsOf } from './chartInventory';
import { coverageHtml } from './coverageHtml';
import { ENTRIES, generateModel } from './journeyModel';
import { coverageReport, emptyCoverage, eventLabel, runPath } from './pathRunner';

const started = performance.now();
const model = generateModel();
const generated = performance.now();

const coverage = emptyCoverage();
const wentElsewhere: string[] = [];
/** The first chart path that took each state and transition, for the HTML report. */
const chartStates = new Map<string, number>();
const chartTransitions = new Map<string, number>();
model.paths.forEach((path, index) => {
  const own = emptyCoverage();
  try {
    runPath(path, own);
  } catch (error) {
    wentElsewhere.push(error instanceof Error ? error.message : String(error));
  }
  for (const id of own.states) {
    coverage.states.add(id);
    if (!chartStates.has(id)) chartStates.set(id, index);
  }
  for (const id of own.transitions) {
    coverage.transitions.add(id);
    if (!chartTransitions.has(id)) chartTransitions.set(id, index);
  }
});
const report = coverageReport(coverage);
const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
const forTransitions = model.paths.filter((path) => path.kind === 'transition').length;

console.log(
  `${model.paths.length} paths (${model.paths.length - forTransitions} shortest, ${forTransitions} added for a transition) ` +
    `from ${ENTRIES.length} entries; ${model.states} model states, ${model.edges} edges; ` +
    `generated in ${seconds(started, generated)}, run in ${seconds(generated, performance.now())}`,
);
if (wentElsewhere.length > 0) {
  console.log(`\n${wentElsewhere.length} paths went elsewhere than the model said (npm run test:model shows them):`);
  for (const message of wentElsewhere.slice(0, 5)) console.log(`  ${message.replaceAll('\n', '\n    ')}`);
}
console.log(`\nchart run: states covered ${report.states.covered}/${report.states.total}`);
console.log(`chart run: transitions covered ${report.transitions.covered}/${report.transitions.total}`);
if (report.states.uncovered.length > 0) {
  console.log('\nuncovered states:');
  for (const id of report.states.uncovered) console.log(`  #${id}`);
}
if (report.transitions.uncovered.length > 0) {
  console.log('\nuncovered transitions:');
  for (const id of report.transitions.uncovered) {
    const why = UNREACHABLE_TRANSITIONS[id];
    console.log(`  ${id}${why ? `\n      can never fire: ${why}` : ''}`);
  }
}

// ---------------------------------------------------------------- the browser suite

const browserStarted = performance.now();
const browser = selectBrowserPaths();
const max = maxPaths() ?? withinBudget(browser.ranked);
const selected = browser.ranked.slice(0, max);
writeFileSync(BROWSER_PATH_FILE, `${JSON.stringify(browserPathFile(browser.ranked, max), null, 2)}\n`);
const byBrowser = (paths: typeof selected, pick: (path: (typeof selected)[number]) => string[]) => {
  const map = new Map<string, number[]>();
  paths.forEach((path, index) => {
    for (const id of pick(path)) map.set(id, [...(map.get(id) ?? []), index]);
  });
  return map;
};
const stateIds = stateNodesOf(journeyMachine).map((node) => node.id);
const transitionIds = transitionsOf(journeyMachine).map(transitionId);
const browserStates = byBrowser(selected, (path) => path.states);
const browserTransitions = byBrowser(selected, (path) => path.transitions);
const reachableStates = byBrowser(browser.ranked, (path) => path.states);
const reachableTransitions = byBrowser(browser.ranked, (path) => path.transitions);
const browserSeconds = selected.reduce((sum, path) => sum + path.cost, 0);
const count = (ids: string[], map: Map<string, number[]>) => ids.filter((id) => map.has(id)).length;
console.log(
  `\nbrowser model: ${browser.modelStates} model states, ${browser.eligible} browser paths, ${browser.ranked.length} ranked ` +
    `(each adds a transition), in ${seconds(browserStarted, performance.now())}`,
);
console.log(
  `browser suite (what e2e/generatedPaths.spec.ts drives, ${BROWSER_PATH_FILE}): ${selected.length} paths ` +
    `(${maxPaths() ? 'GENERATED_PATHS_MAX' : `budget ${BUDGET_SECONDS} s`}), about ${browserSeconds.toFixed(0)} s of browser time`,
);
console.log(`browser: states covered ${count(stateIds, browserStates)}/${stateIds.length}`);
console.log(`browser: transitions covered ${count(transitionIds, browserTransitions)}/${transitionIds.length}`);
console.log(
  `browser-reachable (every ranked path): states ${count(stateIds, reachableStates)}/${stateIds.length}, ` +
    `transitions ${count(transitionIds, reachableTransitions)}/${transitionIds.length}`,
);
for (const path of selected)
  console.log(`  ${path.name}, about ${path.cost.toFixed(1)} s  (${path.events.join(' › ')})`);
const outOfBudget = (ids: string[], covered: Map<string, number[]>, reachable: Map<string, number[]>) =>
  ids.filter((id) => reachable.has(id) && !covered.has(id));
console.log('\nbrowser-reachable but not in the suite (ranked past the budget):');
for (const id of outOfBudget(stateIds, browserStates, reachableStates)) console.log(`  #${id}`);
for (const id of outOfBudget(transitionIds, browserTransitions, reachableTransitions)) console.log(`  ${id}`);
console.log('\nstates no browser path reaches (left to the chart run):');
for (const id of stateIds.filter((id) => !reachableStates.has(id))) console.log(`  #${id}`);
console.log('\ntransitions no browser path takes (left to the chart run):');
for (const id of transitionIds.filter((id) => !reachableTransitions.has(id))) console.log(`  ${id}`);

mkdirSync('coverage', { recursive: true });
writeFileSync(
  'coverage/paths.html',
  coverageHtml({
    generatedAt: new Date().toISOString(),
    chartPaths: model.paths.map((path) => ({
      name: '',
      entry: path.entry.name,
      events: path.steps.slice(1).map((step) => eventLabel(step.event)),
    })),
    browserPaths: selected,
    states: { ids: stateIds, chart: chartStates, browser: browserStates },
    transitions: { ids: transitionIds, chart: chartTransitions, browser: browserTransitions },
    eligible: browser.eligible,
    max,
  }),
);
console.log('\nreport: coverage/paths.html');
