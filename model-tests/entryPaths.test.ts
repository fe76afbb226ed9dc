// Entry variants, resume, inactivity and the submission's reads on the browser paths (issue 14,
// e2e/support/pathEvents/entry.ts): each transition of this share of "transitions no browser path takes" is taken by
// a ranked browser path, from an address the browser opens as it is, or with the sandbox's fault switch armed for the
// call the path fails (so a later change that makes one unreachable fails here).
import { describe, expect, it } from 'vitest';
import { SEEDED_REVIEW_ENTRY } from '../e2e/support/pathEvents';
import { ENTRY_VARIANTS, WRONG_CLOCK } from '../e2e/support/pathEvents/entry';
import { browserEntries, generateBrowserModel } from './browserModel';
import { type BrowserPath, selectBrowserPaths } from './browserPaths';

/** Each transition, and what the path that takes it arms (none: the address alone, or the timer). */
const SHARE: Record<string, { family: string; status?: number; code?: string } | null> = {
  '#journey.booting xstate.error.actor.loadStartup → #journey.main.fatalError': null,
  '#journey.main USER_ACTIVE → (stays)': null,
  '#journey.main INACTIVITY_WARNING → (stays)': null,
  '#journey.main INACTIVITY_EXTENDED → (stays)': null,
  '#journey.main SESSION_EXTENDED → (stays)': null,
  '#journey.main xstate.error.actor.submitEvidence → (stays)': { family: 'evidence' },
  '#journey.main.entering always[5] → #journey.main.resuming': { family: 'next-task' },
  '#journey.main.entering always[11] → #journey.main.joint': null,
  '#journey.main.entering always[15] → #journey.main.productError': null,
  '#journey.main.entering always[16] → #journey.main.authentication': null,
  '#journey.main.entering always[17] → #journey.main.productError': null,
  '#journey.main.retrievingDip xstate.error.actor.retrieveDipCase → #journey.main.entering': null,
  '#journey.main.resuming.exchanging xstate.error.actor.resumeCase → #journey.main.login': {
    family: 'resume',
    status: 401,
    code: 'invalid_token',
  },
  '#journey.main.resuming.refilling xstate.error.actor.fetchCaptureTask → #journey.main.resuming.routing': {
    family: 'capture-read',
  },
  '#journey.main.loadingCase always[0] → #journey.main.submission': null,
  '#journey.main.submission.fetching xstate.error.actor.fetchNextTask[0] → #journey.main.login': null,
  '#journey.main.submission.loadingCaseData xstate.error.actor.fetchCaptureTask[0] → #journey.main.login': {
    family: 'capture-read',
    status: 401,
    code: 'invalid_token',
  },
  '#journey.main.submission.loadingCaseData xstate.error.actor.fetchCaptureTask[1] → #journey.main.error': {
    family: 'capture-read',
  },
  '#journey.main.completion.checking always[2] → #journey.main.error': { family: 'completed-case' },
};

describe('the browser paths through entry variants, resume, inactivity and the submission reads', () => {
  it('take every transition of the share, each armed only with the refusal it needs', () => {
    const names = [...ENTRY_VARIANTS, SEEDED_REVIEW_ENTRY, 'IM135 start page', 'login'];
    const entries = browserEntries().filter((entry) => names.includes(entry.name));
    const { ranked } = selectBrowserPaths(generateBrowserModel(entries));
    const takers = (id: string): BrowserPath[] => ranked.filter((path) => path.transitions.includes(id));
    expect(Object.keys(SHARE).filter((id) => takers(id).length === 0)).toEqual([]);
    for (const [id, fault] of Object.entries(SHARE)) {
      if (fault === null) continue;
      // some path that takes it arms that family, with the refusal's status and code when it is one
      const armed = takers(id).flatMap((path) => path.faults ?? []);
      expect(armed, id).toContainEqual(expect.objectContaining(fault));
    }
    // the entry variants' own personas open their address and do nothing but look
    const variants = ranked.filter((path) => ENTRY_VARIANTS.includes(path.entry));
    expect(new Set(variants.map((path) => path.entry)).size).toBe(ENTRY_VARIANTS.length);
    for (const path of variants)
      expect(
        path.steps.map((step) => step.label),
        path.name,
      ).toEqual(['open']);
    const lastScreen = (id: string) => takers(id)[0]?.steps.at(-1)?.expect;
    // the resume link's poll is refused without the case's token: login; the join address: the second applicant's page
    expect(
      lastScreen('#journey.main.submission.fetching xstate.error.actor.fetchNextTask[0] → #journey.main.login'),
    ).toEqual({
      route: '/login',
      screen: 'login',
    });
    expect(lastScreen('#journey.main.entering always[11] → #journey.main.joint')?.route).toBe('/joint/join');
    // the start-up fails on a device whose clock is before every document list: the page's clock is set for it
    const failedStartUp = takers('#journey.booting xstate.error.actor.loadStartup → #journey.main.fatalError');
    expect(failedStartUp.map((path) => [path.clock, path.steps.at(-1)?.expect])).toEqual([
      [WRONG_CLOCK, { route: '/error', screen: 'error' }],
    ]);
    // the inactivity warning shows over the start page; more time takes it away
    const warned = takers('#journey.main SESSION_EXTENDED → (stays)')[0];
    expect(warned?.steps.map((step) => [step.label, step.expect.modal])).toEqual([
      ['open', undefined],
      ['INACTIVITY_WARNING', 'timeoutWarning'],
      ['SESSION_EXTENDED', undefined],
    ]);
  }, 300_000);
});
