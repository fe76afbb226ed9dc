// What passes between an applicant's tab and the inspector page: @statelyai/inspect's inspection events
// (StatelyInspectionEvent: @xstate.actor, @xstate.event, @xstate.snapshot), already masked, on one
// BroadcastChannel of the origin. A BroadcastChannel never leaves the browser, and only pages of the same origin
// (the platform's) can listen.
import type { StatelyInspectionEvent } from '@statelyai/inspect';

export const INSPECTOR_CHANNEL = 'journey-inspector';

/** The query parameter that turns inspection on in an applicant's tab (honoured when the flag is on). */
export const INSPECT_PARAM = 'inspect';

/** The children of a machine snapshot, by invoke id: what the inspector follows (timer, call actors). */
export type ChildrenSummary = Record<string, { sessionId: string; status: string }>;

export type InspectorMessage = StatelyInspectionEvent;
