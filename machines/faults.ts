// Platform faults the journey rides through (issue 10; doc 1 is silent on a failed next-task poll). Pure: the chart's
// guards read these (machines/setup.ts), the tests call them directly.
import type { JourneyError } from './actorContracts';
import { DUPLICATE_CUSTOMER_CODE, KNOWN_SAVE_ERROR_CODES } from './guards';

/** Failed next-task polls in a row that end on the error page, when `/config.json` names no pollMaxFailures. */
export const DEFAULT_POLL_MAX_FAILURES = 3;

/** The doc 1 §8 catalogue codes: a call answered with one of them was answered, whatever its status. */
const CATALOGUE_CODES: readonly string[] = [...KNOWN_SAVE_ERROR_CODES, DUPLICATE_CUSTOMER_CODE];

/**
 * A failure another try may cure: a platform fault, not its answer. No answer in time, no connection, an answer
 * that is not JSON or does not match its schema (services/errors.ts codes timeout, network, invalid_response), or a
 * 5xx without a catalogue code. A 4xx, or a 5xx with a catalogue code, is the platform's answer: trying again would
 * get it again.
 */
export function isTransientFailure(error: Pick<JourneyError, 'code' | 'status'> | undefined): boolean {
  if (!error) return false;
  if (error.code === 'timeout' || error.code === 'network' || error.code === 'invalid_response') return true;
  return error.status >= 500 && !CATALOGUE_CODES.includes(error.code);
}

/** Another failed poll may be waited out: the one just failed is not yet the last one allowed in a row. */
export function pollFailuresLeft(failuresSoFar: number, maxFailures: number | undefined): boolean {
  return failuresSoFar + 1 < (maxFailures ?? DEFAULT_POLL_MAX_FAILURES);
}
