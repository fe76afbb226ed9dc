// The capture region's own guards and actions (doc 1 §4 "Form save and submit", §8), composed into the one setup()
// by setup.ts: a save refused for a reason only the applicant can fix is not sent again by autosave until the
// answers it is about change (issue 15: a 1036 was sent again every 2-3 s).

import type { ApplicationForm, JourneyContext } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign } from './logic';

/**
 * doc 1 §8 save refusals that the same form will always get again, with the fields whose change may lift them:
 * 1036 "username already in use" (the username), 318 "personal details found" (any answer).
 */
export const REFUSALS_THE_APPLICANT_FIXES: Record<string, readonly (keyof ApplicationForm)[] | 'whole form'> = {
  '1036': ['username'],
  '318': 'whole form',
};

/** The answers a refusal is about, as one comparable string. */
export function refusedAnswers(code: string, form: ApplicationForm): string | undefined {
  const fields = REFUSALS_THE_APPLICANT_FIXES[code];
  if (!fields) return undefined;
  if (fields === 'whole form') return JSON.stringify(form);
  return JSON.stringify(fields.map((name) => form[name] ?? null));
}

/** Whether the refusal still stands: the answers it was about are as they were when it was given. */
export function refusalStands(context: Pick<JourneyContext, 'saveRefusal' | 'form'>): boolean {
  const refusal = context.saveRefusal;
  return refusal !== undefined && refusedAnswers(refusal.code, context.form) === refusal.answers;
}

export const captureGuards = {
  hasStandingSaveRefusal: (({ context }) => refusalStands(context)) satisfies JourneyGuard,
};

export const captureActions = {
  /** On a failed save: remember a refusal only the applicant can fix, with the answers it was given for. */
  storeSaveRefusal: journeyAssign(({ context, event }) => {
    const code = errorOf(event)?.code;
    const answers = code ? refusedAnswers(code, context.form) : undefined;
    return { saveRefusal: code && answers !== undefined ? { code, answers } : undefined };
  }),
  clearSaveRefusal: journeyAssign(() => ({ saveRefusal: undefined })),
};
