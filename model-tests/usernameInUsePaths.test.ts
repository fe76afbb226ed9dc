// A save refused for a reason only the applicant can fix, on the browser paths (issue 14,
// e2e/support/pathEvents/usernameInUse.ts): on the case seeded at review the autosave of a username in use is refused
// 1036 and the refusal stands (machines/capture.ts `sync.refused`), played by its own persona and nowhere else.
import { describe, expect, it } from 'vitest';
import { SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import { USERNAME_IN_USE } from '../e2e/support/pathEvents/usernameInUse';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

describe('the browser paths through a username already in use', () => {
  it('reach the refused autosave on review, only where the review types the username in use', () => {
    const entries = browserEntries().filter((entry) => entry.name === SEEDED_REVIEW_ENTRY);
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const refused = ranked.filter((path) => path.states.includes('journey.main.capture.sync.refused'));
    expect(refused.length).toBeGreaterThan(0);
    // (a 1036 the fault switch gives every save of the case is pathEvents/capture.ts's, its paths arm it)
    for (const path of ranked.filter((c) => c.events.includes(USERNAME_IN_USE) && !c.faults?.length)) {
      expect(path.persona).toBe('an applicant types a username already in use on review');
      // the refusal follows the review's change (FORM_CHANGED, which types it), on review
      const step = path.steps.find((candidate) => candidate.outcomes.includes(USERNAME_IN_USE));
      expect(step?.label, path.name).toBe('FORM_CHANGED');
      expect(step?.on, path.name).toBe('review');
      expect(step?.expect.screen, path.name).toBe('review');
    }
  }, 300_000);
});
