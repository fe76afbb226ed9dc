// Every case state of doc 1 "Case state to screen map": the one list the chart (machines/caseStates.ts maps each
// to its screen) and the platform (platform/lifecycle moves cases through them) both use.

export const CASE_STATES = [
  'capture',
  'applicationprocessing',
  'idcheckfail',
  'idcheckcannotbedone',
  'challenge',
  'creditcheckdeclined',
  'creditcheckreferred',
  'offer',
  'fulfillmentinprogress',
  'productsetupinprogress',
  'applicationexpired',
  'cancelled',
  'applicationrejected',
  'confirmcode',
  'confirmauthcode',
  'awaitapplicant',
  'cardexistsreferred',
  'tacreferred',
  'creditchecktacreferred',
  'creditcheckreferredpoi',
  'creditcheckreferrednomatch',
  'creditcheckreferredpoinomatch',
  // The identity-provider states: doc 1 names them only by role (pending verification with provider A, the two
  // invite states of provider B, pending case, refer); these are the names of the client's map (machines/caseStates.ts).
  'pendingprovideraverification',
  'providerbinvite',
  'providerbinvitesent',
  'pendingproviderbcase',
  'pendingproviderbrefer',
] as const;

export type CaseState = (typeof CASE_STATES)[number];

export function isCaseState(value: string): value is CaseState {
  return (CASE_STATES as readonly string[]).includes(value);
}
