// Writes src/inspector/generatedPaths.json (src/inspector/pathFile.ts): what the inspector steps through with no
// live tab. The chart's paths: the longest few of each entry model-tests/ generates (xstate/graph shortest paths).
// The browser's: every path of e2e/generatedPaths.json, the ones the testers run in Chromium (written by
// `npm run coverage:paths`), found again in the browser model with the chart's state after each event. Run:
// npx tsx scripts/inspectorPaths.ts (a few minutes) after `npm run coverage:paths`, whenever the chart changes; a unit test (src/inspector/liveInspect.test.ts) fails when a stored state no longer exists in the chart,
// or when a browser path of e2e/generatedPaths.json is missing here.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateBrowserModel, isRestart, stepLabel } from '../model-tests/browserModel';
import { BROWSER_PATH_FILE, type BrowserPathFile, browserStepsOf } from '../model-tests/browserPaths';
import { generateModel, type ModelEvent } from '../model-tests/journeyModel';
import { browserPathName, type InspectorEvent, type InspectorPath, pathFileOf } from '../src/inspector/pathFile';
import { maskEvent } from '../src/inspector/sanitise';

/** How many chart paths to keep: the longest of each entry first, so together they move through most of the chart. */
const PATHS_PER_ENTRY = 3;

const masked = (event: ModelEvent): InspectorEvent => maskEvent(event as InspectorEvent);

function chartPaths(): InspectorPath[] {
  const model = generateModel();
  const byEntry = new Map<string, (typeof model.paths)[number][]>();
  for (const path of model.paths) {
    const list = byEntry.get(path.entry.name) ?? [];
    list.push(path);
    byEntry.set(path.entry.name, list);
  }
  const paths: InspectorPath[] = [];
  for (const [entry, list] of byEntry) {
    const chosen = [...list].sort((a, b) => b.steps.length - a.steps.length).slice(0, PATHS_PER_ENTRY);
    chosen.forEach((path, index) => {
      paths.push({
        name: `${entry} #${index + 1} (${path.steps.length - 1} events)`,
        kind: 'chart',
        steps: path.steps.map((step) => ({ event: masked(step.event), value: step.state.value })),
      });
    });
  }
  return paths;
}

/**
 * The browser paths of e2e/generatedPaths.json with the chart's state after each step, as the browser model found
 * them. A reload (F5) and the transfer app's return are not chart events: the tab starts a new journey from its
 * stored session, so the step shows as `RELOAD` (or `TRANSFER_APP_RETURN`) alone (its input holds the stored form,
 * which never leaves the model).
 */
function browserPaths(): InspectorPath[] {
  const file = JSON.parse(readFileSync(BROWSER_PATH_FILE, 'utf8')) as BrowserPathFile;
  const found = new Map<string, InspectorPath['steps']>();
  for (const path of generateBrowserModel().paths) {
    const cut = browserStepsOf(path);
    if (!cut) continue;
    const key = `${path.entry.name}\n${cut.events.map(stepLabel).join('\n')}`;
    if (found.has(key)) continue;
    found.set(
      key,
      path.steps.slice(0, cut.events.length + 1).map((step, index) => ({
        event:
          index === 0
            ? { type: 'xstate.init' }
            : isRestart(step.event)
              ? { type: step.event.type }
              : masked(step.event as ModelEvent),
        value: step.state.value,
      })),
    );
  }
  return file.paths.map((path) => {
    const steps = found.get(`${path.entry}\n${path.events.join('\n')}`);
    if (!steps) throw new Error(`${path.name}: not in the browser model (run npm run coverage:paths first)`);
    return { name: browserPathName(path.name), kind: 'browser', steps };
  });
}

function main(): void {
  const started = Date.now();
  const chart = chartPaths();
  const browser = browserPaths();
  const file = pathFileOf([...chart, ...browser]);
  const out = fileURLToPath(new URL('../src/inspector/generatedPaths.json', import.meta.url));
  const text = `${JSON.stringify(file, null, 1)}\n`;
  writeFileSync(out, text);
  console.log(
    `${chart.length} chart paths and ${browser.length} browser paths (${file.events.length} distinct events, ` +
      `${file.values.length} distinct states) written to ${out}: ${text.length} bytes, in ${Date.now() - started} ms`,
  );
}

main();
