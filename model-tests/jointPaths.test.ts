// The joint region's last browser paths (issue 14, e2e/support/pathEvents/jointPaths.ts): every transition of the
// joint share that no browser path took is taken by a ranked path now, from the real sandbox (the joint routes by
// their typed addresses, the second applicant seeded waiting while the first is busy, the fault switch's refusals and
// the login app's own answer), so a later change that makes one unreachable fails here.
import { describe, expect, it } from 'vitest';
import { SEEDED_JOINT_ENTRY } from '../e2e/support/pathEvents';
import {
  FIRST_APPLICANT_SUBMITS,
  JOINT_PATHS_OWN_ENTRIES,
  SEEDED_JOINT_SECOND_ENTRY,
} from '../e2e/support/pathEvents/jointPaths';
import { browserEntries, generateBrowserModel } from './browserModel';
import { selectBrowserPaths } from './browserPaths';

const JOINT_SHARE = [
  '#journey.main.joint.routing always[0] → #journey.main.error',
  '#journey.main.joint.routing always[2] → #journey.main.joint.secondary',
  '#journey.main.joint.secondary.checking xstate.error.actor.checkJointLinkCode[2] → #journey.main.error',
  '#journey.main.joint.secondary.authentication.reading always[0] → #journey.main.error',
  '#journey.main.joint.secondary.authentication.reading always[3] → #journey.main.joint.secondary.entering',
  '#journey.main.joint.secondary.authentication.reading always[5] → #journey.main.joint.secondary.authentication.redirecting',
  '#journey.main.joint.secondary.authentication.resumingLink xstate.error.actor.resumeCase → #journey.main.login',
  '#journey.main.joint.secondary.authentication.loadingUser xstate.error.actor.fetchCurrentUser[0] → #journey.main.login',
  '#journey.main.joint.secondary.authentication.loadingUser xstate.error.actor.fetchCurrentUser[1] → #journey.main.error',
  '#journey.main.joint.secondary.authenticated.claiming xstate.error.actor.claimJointApplicant[0] → #journey.main.login',
  '#journey.main.joint.secondary.authenticated.claiming xstate.error.actor.claimJointApplicant[2] → #journey.main.error',
  '#journey.main.joint.waiting.poll.fetching xstate.done.actor.fetchNextTask[1] → #journey.main.submission',
  '#journey.main.joint.waiting.poll.fetching xstate.error.actor.fetchNextTask → #journey.main.joint.waiting.poll.idle',
  '#journey.main.joint.waiting.page.checking always[0] → #journey.main.joint.waiting.page.otherApplicantBusy',
  '#journey.main.joint.waiting.page.loadingCode xstate.error.actor.fetchJointLinkCode → #journey.main.joint.waiting.page.asking',
];

describe('the joint browser paths', () => {
  const entries = browserEntries().filter(
    (entry) => entry.name === SEEDED_JOINT_ENTRY || JOINT_PATHS_OWN_ENTRIES.includes(entry.name),
  );
  const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
  const taking = (transition: string) => ranked.filter((path) => path.transitions.includes(transition));

  it('take every transition of the joint share', () => {
    expect(JOINT_SHARE.filter((transition) => taking(transition).length === 0)).toEqual([]);
  }, 300_000);

  it("reach the second applicant's wait while the first applicant is busy, from the seeded case on /joint/next", () => {
    const busy = ranked.filter((path) => path.states.includes('journey.main.joint.waiting.page.otherApplicantBusy'));
    expect(busy.map((path) => path.entry)).toContain(SEEDED_JOINT_SECOND_ENTRY);
    const path = busy.find((candidate) => candidate.entry === SEEDED_JOINT_SECOND_ENTRY);
    expect(path?.through).toBe('seededJointSecondWaiting');
    expect(path?.events).toContain('fetchNextTask✓(awaitapplicant)');
    expect(path?.steps.at(-1)?.expect).toEqual({ route: '/joint/next', screen: 'jointWaiting' });
    // the first applicant submits from their device: the poll finds the case in processing (the submission page),
    // then the second applicant waits again while the first answers the offer
    const moved = taking(
      '#journey.main.joint.waiting.poll.fetching xstate.done.actor.fetchNextTask[1] → #journey.main.submission',
    );
    expect(moved.map((candidate) => candidate.events.slice(-4))).toContainEqual([
      FIRST_APPLICANT_SUBMITS,
      '⏱pollInterval',
      'fetchNextTask✓(applicationprocessing)',
      'fetchNextTask✓(awaitapplicant)',
    ]);
  }, 300_000);

  it('arm the fault switch for each refusal, on the case or for a customer of the paths’ own', () => {
    // the faults of the paths taking the share's transition that names `fragment`
    const armedFor = (fragment: string) => {
      const transition = JOINT_SHARE.find((id) => id.includes(fragment)) ?? fragment;
      return taking(transition).flatMap((path) => path.faults ?? []);
    };
    const invalidToken = { status: 401, code: 'invalid_token' };
    expect(armedFor('checkJointLinkCode[2]')).toContainEqual({ family: 'joint-link', times: 1 });
    expect(armedFor('resumingLink')).toContainEqual({ family: 'resume', times: 1, ...invalidToken });
    expect(armedFor('fetchCurrentUser[0]')).toContainEqual({
      family: 'current-user',
      times: 1,
      on: 'customer',
      ...invalidToken,
    });
    expect(armedFor('fetchCurrentUser[1]')).toContainEqual({ family: 'current-user', times: 4, on: 'customer' });
    expect(armedFor('claimJointApplicant[0]')).toContainEqual({ family: 'joint-claim', times: 1, ...invalidToken });
    expect(armedFor('claimJointApplicant[2]')).toContainEqual({ family: 'joint-claim', times: 1 });
    expect(armedFor('error.actor.fetchNextTask → #journey.main.joint.waiting.poll.idle')).toContainEqual({
      family: 'next-task',
      times: 4,
    });
    expect(armedFor('loadingCode')).toContainEqual({ family: 'joint-link-code', times: 4 });
    // a customer's switch only on the customers of the paths' own (content/seededCustomers.ts sandboxjt*, and the
    // step-up refusals' and faults' sandboxau* and sandboxsf*, pathEvents/authRefusals.ts)
    for (const path of ranked)
      if (path.faults?.some((fault) => fault.on === 'customer'))
        expect(path.username, path.name).toMatch(/^sandbox(jt|au|sf)/);
  }, 300_000);
});
