// Generated paths in the browser (issue 14): the paths `npm run coverage:paths` chose from the production chart
// (e2e/generatedPaths.json, model-tests/browserPaths.ts), each driven in Chromium against the built app and the real
// sandbox platform. Every step performs the UI action that sends its event (e2e/support/pathActions.ts) and then
// checks what the reached state's meta says: the URL path, the screen's heading, the modal. The platform's answers
// are its own, never stubbed: only paths made of its ordinary answers were chosen.

import type { BrowserPathFile } from '../model-tests/browserPaths';
import pathFile from './generatedPaths.json' with { type: 'json' };
import { test } from './support/fixtures';
import { expectView, PATH_ACTIONS } from './support/pathActions';

// The file ranks every browser-drivable path that adds a transition, best first; the first `max` run (the time
// budget of the e2e stage), GENERATED_PATHS_MAX runs more (or fewer).
const file = pathFile as BrowserPathFile;
const paths = file.paths.slice(0, Number(process.env.GENERATED_PATHS_MAX) || file.max);

for (const path of paths) {
  test(path.name, async ({ page }) => {
    test.info().annotations.push({ type: 'events', description: path.events.join(' › ') });
    for (const [index, step] of path.steps.entries()) {
      await test.step(`${index}: ${step.action ? `${step.label} on ${step.on}` : `open ${path.url}`} → ${step.expect.screen}`, async () => {
        if (step.action) await PATH_ACTIONS[step.action](page, step, path.lastName);
        else await page.goto(path.url);
        await expectView(page, step.expect);
      });
    }
  });
}
