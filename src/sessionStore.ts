// What survives a reload of the tab: sessionStorage (this tab only, gone when it closes), never localStorage.
// It holds the journey's place and the form; never a password, PIN, security answer, card number or access token.
// The one token it holds is a new applicant's resume token (platform/README.md "Case tokens"): one-time, 15 minutes,
// stored hashed by the platform, good only for POST …/{caseId}/resume of this case, which spends it for a fresh
// case token (kept in memory) and the next resume token. The case token itself never touches storage.
import { NON_FIELD_SECRETS } from '../contract/sensitiveNames';
import { type PersistedJourney, WITHHELD_FROM_STORAGE } from '../machines/journeyTypes';
import type { JourneySnapshot } from './journeyActor';
import { screenMetaOf } from './journeyActor';

const KEY = 'account-opening.journey';

/**
 * Screens worth coming back to after a reload. The joint waiting page (/joint/next) comes back through submission's
 * poll of the case (the chart's resume routing: a case id goes to submission), with the latest resume token kept.
 * The questions and the terms page that follows them come back with the answers given (issue 15): the questions are
 * stored too, so that Back from the terms page then a reload stays on the questions.
 */
const RESUMABLE_SCREENS = new Set([
  'eligibility',
  'eligibilityTerms',
  'personalDetails',
  'employmentDetails',
  'review',
  'submission',
  'jointWaiting',
  // WEB-JOINT-AUTHENTICATION: the second applicant leaving for the login app; its return restores the case and the
  // resume token of their link from here, for the claim (machines/joint.ts)
  'jointAuthentication',
  // the question their link led to: a reload (or the link opened again) resumes their case and asks it again, where
  // the link's code, spent when they joined, would be refused (machines/journey.ts resuming)
  'jointExistingCustomer',
]);
/** The joint second applicant's screens worth keeping only with the case they joined and its resume token. */
const JOINT_CASE_SCREENS = new Set(['jointAuthentication', 'jointExistingCustomer']);

/**
 * Names that are secrets and must never be stored in the browser (ARCHITECTURE "Services"): every field declared
 * `data: 'secret'` (content/fields, worked out at build time by scripts/buildConstants.ts, so the start page does not
 * carry the declarations) and the secrets that are not fields (contract/sensitiveNames.ts).
 */
const SECRET_FIELDS: readonly string[] = [...__SECRET_FIELD_NAMES__, ...NON_FIELD_SECRETS];

export function loadPersistedJourney(
  storage: Storage | undefined = globalThis.sessionStorage,
): PersistedJourney | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedJourney>;
    if (parsed.version !== 1 || typeof parsed.screen !== 'string' || typeof parsed.productCode !== 'string')
      return null;
    if (typeof parsed.brandId !== 'string' || typeof parsed.bankId !== 'string' || typeof parsed.form !== 'object')
      return null;
    if (parsed.resumeToken !== undefined && typeof parsed.resumeToken !== 'string') return null;
    if (parsed.jointRole !== undefined && parsed.jointRole !== 'primary' && parsed.jointRole !== 'secondary')
      return null;
    return parsed as PersistedJourney;
  } catch {
    return null;
  }
}

export function persistedJourneyOf(snapshot: JourneySnapshot): PersistedJourney | null {
  const screen = screenMetaOf(snapshot)?.screen;
  const { context } = snapshot;
  if (!screen || !RESUMABLE_SCREENS.has(screen) || !context.productCode) return null;
  // the way to the login app and the question before it are worth coming back to only with the joint case they are
  // for (not a typed address)
  if (JOINT_CASE_SCREENS.has(screen) && (context.caseId === undefined || context.resumeToken === undefined))
    return null;
  const form: Record<string, unknown> = { ...context.form };
  for (const name of [...SECRET_FIELDS, ...WITHHELD_FROM_STORAGE]) delete form[name];
  return {
    version: 1,
    brandId: context.brandId,
    bankId: context.bankId,
    productCode: context.productCode,
    subType: context.subType,
    caseId: context.caseId,
    screen,
    form,
    ...(context.resumeToken && context.caseId ? { resumeToken: context.resumeToken } : {}),
    ...(context.joint.role ? { jointRole: context.joint.role } : {}),
  };
}

export function savePersistedJourney(
  journey: PersistedJourney | null,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    if (!journey || !storage) return;
    // Every snapshot of the chart comes here: one that changes nothing stored is not written again (a write costs
    // milliseconds of main thread on a slow phone, issue 16).
    const text = JSON.stringify(journey);
    if (storage.getItem(KEY) !== text) storage.setItem(KEY, text);
  } catch {
    // Storage full or disabled: the journey goes on; only a reload would lose the place.
  }
}

/**
 * The chart's subscriber that keeps the tab's stored journey: a snapshot whose stored parts are the same objects as
 * the last one's (the form, the screen, the case and its token; an applicant's activity, a field focused or left
 * unchanged) is not copied and serialised again, inside the key or the press that made it (issue 16).
 */
export function journeyPersister(
  storage: Storage | undefined = globalThis.sessionStorage,
): (snapshot: JourneySnapshot) => void {
  let last: readonly unknown[] | undefined;
  return (snapshot) => {
    const { context } = snapshot;
    const parts = [
      screenMetaOf(snapshot),
      context.form,
      context.brandId,
      context.bankId,
      context.productCode,
      context.subType,
      context.caseId,
      context.resumeToken,
      context.joint.role,
    ];
    try {
      // (written again all the same when the stored journey has gone, as after a clear)
      if (last && parts.every((part, index) => part === last?.[index]) && storage?.getItem(KEY)) return;
    } catch {
      // storage disabled: savePersistedJourney gives up quietly
    }
    last = parts;
    savePersistedJourney(persistedJourneyOf(snapshot), storage);
  };
}

export function clearPersistedJourney(storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
