// Every case state of doc 1 "Case state to screen map". The screen each one shows is the client's
// business (machines/); the platform owns which state a case is in and how it moves on.

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
