// `npm run coverage:paths`: generates the model paths of the journey chart, runs them against the chart as
// journey.test.ts does, and prints which state nodes and transitions they reached (chartInventory.ts says how they
// are counted). It reports and exits 0; only a generation that throws makes it fail.
import { UNREACHABLE_TRANSITIONS } from './chartFindings';
import { ENTRIES, generateModel } from './journeyModel';
import { coverageReport, emptyCoverage, runPath } from './pathRunner';

const started = performance.now();
const model = generateModel();
const generated = performance.now();

const coverage = emptyCoverage();
const wentElsewhere: string[] = [];
for (const path of model.paths) {
  try {
    runPath(path, coverage);
  } catch (error) {
    wentElsewhere.push(error instanceof Error ? error.message : String(error));
  }
}
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
console.log(`\nstates covered ${report.states.covered}/${report.states.total}`);
console.log(`transitions covered ${report.transitions.covered}/${report.transitions.total}`);
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
