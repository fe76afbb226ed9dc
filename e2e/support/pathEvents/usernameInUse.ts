// A save refused for a reason only the applicant can fix on generated browser paths (issue 14; doc 1 §8 1036 "username
// already in use"; machines/capture.ts `sync.refused`): on the case seeded at review the applicant types a seeded
// customer's username (platform/README.md "Sandbox customers": `sandboxada`), the autosave is refused 409 1036, and
// autosave does not send the same answers again (the refused state). Pure data like ../pathEvents.ts; the typing is
// ../pathActions/usernameInUse.ts.
import type { Persona } from '../pathEvents';

/** The refusal of the autosave's update (model-tests/journeyModel.ts ACTOR_ERRORS). */
export const USERNAME_IN_USE = 'updateCase✗(1036)';

/**
 * `ordinary`: the ordinary applicant (../pathEvents.ts ORDINARY), on the case seeded at review (`entry`). Only the
 * review's answers change (FORM_CHANGED, which types the username in use), and every update is refused, so the path
 * ends on review with the refusal standing: after a failed save the form is not clean, so the model offers no second
 * change (model-tests/journeyModel.ts: FORM_CHANGED only while not dirty).
 */
export function typesAUsernameInUse(ordinary: Persona, entry: string): Persona {
  return {
    name: 'an applicant types a username already in use on review',
    entry,
    outcomes: [...ordinary.outcomes.filter((outcome) => outcome !== 'updateCase✓'), USERNAME_IN_USE],
    events: ['FORM_CHANGED'],
  };
}
