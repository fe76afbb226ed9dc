// `npx tsx bench/modelTime.ts [out.json]` (issue 16): the CPU seconds of the model tests' builders, as the model
// project calls them in one process: every ranking the area files and browserPaths.test.ts ask for (the full one, the
// login app's, each entry's alone), then journey.test.ts's chart model. With out.json, writes the rankings and a hash
// of the chart model's paths, to compare two checkouts' results (`cmp`): a faster builder must give the same paths.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { LOGIN_APP_ENTRIES } from '../e2e/support/pathEvents';
import { browserEntries, generateBrowserModel } from '../model-tests/browserModel';
import { selectBrowserPaths } from '../model-tests/browserPaths';
import { generateModel, serializeEvent } from '../model-tests/journeyModel';

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const started = cpu();
const rankings: unknown[] = [selectBrowserPaths()];
const full = cpu();
const entries = browserEntries();
rankings.push(
  selectBrowserPaths(generateBrowserModel(entries.filter((entry) => Object.hasOwn(LOGIN_APP_ENTRIES, entry.name)))),
);
for (const entry of entries) rankings.push(selectBrowserPaths(generateBrowserModel([entry])));
const ranked = cpu();
const model = generateModel();
const chart = cpu();
const hash = createHash('sha256');
for (const path of model.paths) {
  hash.update(`${path.entry.name}|${path.kind}\n`);
  for (const step of path.steps)
    hash.update(
      `${serializeEvent(step.event)}>${JSON.stringify(step.state.value)}>${JSON.stringify(step.state.context)}\n`,
    );
}
hash.update(JSON.stringify([model.states, model.edges, model.unreachedTransitions]));
console.log(`full browser ranking: ${(full - started).toFixed(2)} CPU s`);
console.log(
  `every ranking (the full one, the login app's, ${entries.length} entries alone): ${(ranked - started).toFixed(2)} CPU s`,
);
console.log(`generateModel: ${(chart - ranked).toFixed(2)} CPU s, ${model.paths.length} paths`);
const out = process.argv[2];
if (out) writeFileSync(out, JSON.stringify({ rankings, chartModel: hash.digest('hex') }));
