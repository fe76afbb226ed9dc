import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { declaredFields, flaggedNames } from '../content/fields/dataClasses';
import type { ApplicationForm } from '../contract/applicationForm';
import type { RuntimeConfig } from '../contract/schemas';
import type { SaveCaseInput, SaveCaseOutput } from '../machines/actorContracts';
import { journeyMachine } from '../machines/journey';
import type { PersistedJourney } from '../machines/journeyTypes';
import { savedTab, startupAnswering } from '../machines/test-support/journeyStubs';
import { journeyPersister, loadPersistedJourney, persistedJourneyOf, savePersistedJourney } from './sessionStore';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const config = { pollInterval: 5000, autosaveInterval: 0, features: { progressBar: true } } as unknown as RuntimeConfig;

async function actorOnStep1() {
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
      },
    }),
    { input: { location: { pathname: '/', search: '?applyFor=IM135&brandId=CB', hash: '' } } },
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({
    type: 'ELIGIBILITY_ANSWERED',
    answers: { age: 'Yes', ukResident: 'Yes', device: 'Yes' },
    answeredAt: '2026-11-21T10:00:00.000Z',
  });
  actor.send({ type: 'TERMS_AGREED' });
  return actor;
}

describe('the tab session (sessionStorage)', () => {
  it('never stores a field declared secret (content/fields data flags), whatever screen the tab is on', async () => {
    const secrets = flaggedNames(declaredFields(), 'secret');
    expect(secrets).toContain('telephonePin');
    const actor = await actorOnStep1();
    const values = Object.fromEntries(secrets.map((name) => [name, `secret-${name}`]));
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Ada', ...values } });
    const journey = persistedJourneyOf(actor.getSnapshot());
    expect(journey?.form).toMatchObject({ firstName: 'Ada' });
    for (const name of secrets) expect(journey?.form, name).not.toHaveProperty(name);
    expect(JSON.stringify(journey)).not.toContain('secret-');
  });

  it('keeps the screen and the form, and round-trips', async () => {
    const actor = await actorOnStep1();
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Ada' } });
    const journey = persistedJourneyOf(actor.getSnapshot());
    expect(journey).toMatchObject({
      screen: 'personalDetails',
      productCode: 'IM135',
      brandId: 'CB',
      form: { firstName: 'Ada' },
    });
    const storage = new MemoryStorage();
    savePersistedJourney(journey, storage);
    expect(loadPersistedJourney(storage)).toEqual(journey);
  });

  it('writes again only when what it stores changes (every snapshot reaches it; issue 16)', async () => {
    const actor = await actorOnStep1();
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Ada' } });
    const storage = new MemoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push(value);
      setItem(key, value);
    };
    savePersistedJourney(persistedJourneyOf(actor.getSnapshot()), storage);
    actor.send({ type: 'FIELD_FOCUSED' });
    savePersistedJourney(persistedJourneyOf(actor.getSnapshot()), storage);
    expect(writes).toHaveLength(1);
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Grace' } });
    savePersistedJourney(persistedJourneyOf(actor.getSnapshot()), storage);
    expect(writes).toHaveLength(2);
    expect(loadPersistedJourney(storage)?.form).toMatchObject({ firstName: 'Grace' });
    // Storage changed behind its back (another script, a clear): written again.
    storage.clear();
    savePersistedJourney(persistedJourneyOf(actor.getSnapshot()), storage);
    expect(writes).toHaveLength(3);
  });

  it("the chart's subscriber serialises a snapshot only when what it stores has changed, and restores a cleared one", async () => {
    const actor = await actorOnStep1();
    const storage = new MemoryStorage();
    const serialised: unknown[] = [];
    const stringify = JSON.stringify;
    const persist = journeyPersister(storage);
    const subscription = actor.subscribe((snapshot) => {
      JSON.stringify = ((value: unknown, ...rest: []) => {
        serialised.push(value);
        return stringify(value, ...rest);
      }) as typeof JSON.stringify;
      try {
        persist(snapshot);
      } finally {
        JSON.stringify = stringify;
      }
    });
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Ada' } });
    expect(serialised).toHaveLength(1);
    actor.send({ type: 'FIELD_FOCUSED' });
    actor.send({ type: 'USER_ACTIVE' });
    expect(serialised).toHaveLength(1);
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Grace' } });
    expect(serialised).toHaveLength(2);
    expect(loadPersistedJourney(storage)?.form).toMatchObject({ firstName: 'Grace' });
    storage.clear();
    actor.send({ type: 'FIELD_BLURRED' });
    expect(serialised).toHaveLength(3);
    expect(loadPersistedJourney(storage)?.form).toMatchObject({ firstName: 'Grace' });
    subscription.unsubscribe();
  });

  it('never stores secrets', async () => {
    const actor = await actorOnStep1();
    actor.send({
      type: 'FORM_CHANGED',
      values: { firstName: 'Ada', telephonePin: '1357', registrationPassword1: 'S3cret!pass' } as never,
    });
    const stored = JSON.stringify(persistedJourneyOf(actor.getSnapshot()));
    expect(stored).toContain('Ada');
    expect(stored).not.toContain('1357');
    expect(stored).not.toContain('S3cret');
  });

  it('stores nothing before the applicant has a screen worth coming back to', async () => {
    const actor = await actorOnStep1();
    actor.send({ type: 'NAVIGATE', path: '/nowhere' });
    expect(persistedJourneyOf(actor.getSnapshot())).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('account-opening.journey', '{"version":2}');
    expect(loadPersistedJourney(storage)).toBeNull();
    storage.setItem('account-opening.journey', 'not json');
    expect(loadPersistedJourney(storage)).toBeNull();
    const ok: PersistedJourney = savedTab('review', { form: {} });
    storage.setItem('account-opening.journey', JSON.stringify(ok));
    expect(loadPersistedJourney(storage)?.screen).toBe('review');
  });
});

describe('a reload with a resume token (issue 10, platform/README.md "Case tokens")', () => {
  const persisted: PersistedJourney = savedTab('employmentDetails', {
    caseId: 'CS12345678',
    resumeToken: 'resume-1',
    form: { firstName: 'Ada' },
  });

  async function reloaded(
    resume: (input: unknown) => Promise<{ accessToken: string; resumeToken: string }>,
    saved?: ApplicationForm,
  ) {
    const inputs: unknown[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          ...(saved ? { fetchCaptureTask: fromPromise(async (): Promise<ApplicationForm> => saved) } : {}),
          loadStartup: startupAnswering(config),
          resumeCase: fromPromise(async ({ input }) => {
            inputs.push(input);
            return resume(input);
          }),
        },
      }),
      { input: { location: { pathname: '/step-2', search: '?applyFor=IM135&brandId=CB', hash: '' }, persisted } },
    ).start();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, inputs };
  }

  it('spends the kept resume token for a fresh case token (memory) and stores only the next resume token', async () => {
    const { actor, inputs } = await reloaded(async () => ({
      accessToken: 'fresh-case-token',
      resumeToken: 'resume-2',
    }));
    expect(inputs).toEqual([
      { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: 'CS12345678', resumeToken: 'resume-1' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.caseToken).toBe('fresh-case-token');
    expect(snapshot.context.resumeToken).toBe('resume-2');
    const stored = persistedJourneyOf(snapshot);
    expect(stored).toMatchObject({ screen: 'employmentDetails', caseId: 'CS12345678', resumeToken: 'resume-2' });
    expect(JSON.stringify(stored)).not.toContain('fresh-case-token');
  });

  it('never stores an NI number, and reads it back from the saved case after a reload', async () => {
    const actor = await actorOnStep1();
    actor.send({ type: 'FORM_CHANGED', values: { firstName: 'Ada', niNumber: 'QQ123456C' } as never });
    expect(JSON.stringify(persistedJourneyOf(actor.getSnapshot()))).not.toContain('QQ123456C');

    const { actor: back } = await reloaded(async () => ({ accessToken: 'fresh', resumeToken: 'resume-2' }), {
      firstName: 'Saved earlier',
      niNumber: 'QQ123456C',
    });
    const { form } = back.getSnapshot().context;
    // the withheld field comes back; what the tab kept (typed since the last save) wins over the saved case
    expect(form).toMatchObject({ firstName: 'Ada', niNumber: 'QQ123456C' });
    expect(JSON.stringify(persistedJourneyOf(back.getSnapshot()))).not.toContain('QQ123456C');
  });

  it('keeps a joint second applicant the second applicant: their role, their place, their own case token (issue 12)', async () => {
    const secondary: PersistedJourney = {
      ...persisted,
      form: { firstName: 'Bo', subType: 'JOINT', jointLinkCode: '1234567' },
      jointRole: 'secondary',
    };
    const storage = new MemoryStorage();
    savePersistedJourney(secondary, storage);
    const loaded = loadPersistedJourney(storage);
    expect(loaded?.jointRole).toBe('secondary');
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering(config),
          resumeCase: fromPromise(async () => ({ accessToken: 'second-case-token', resumeToken: 'resume-3' })),
          fetchCaptureTask: fromPromise(async (): Promise<ApplicationForm> => ({ firstName: 'Bo' })),
        },
      }),
      { input: { location: { pathname: '/step-2', search: '?brandId=CB', hash: '' }, persisted: loaded } },
    ).start();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ main: { capture: { screen: 'employmentDetails' } } })).toBe(true);
    expect(snapshot.context.joint.role).toBe('secondary');
    expect(snapshot.context.caseToken).toBe('second-case-token');
    expect(snapshot.context.form).toMatchObject({ subType: 'JOINT', jointLinkCode: '1234567' });
    // and the next reload knows it too
    expect(persistedJourneyOf(snapshot)).toMatchObject({ jointRole: 'secondary', resumeToken: 'resume-3' });
    // a stored role of another shape is not trusted
    storage.setItem('account-opening.journey', JSON.stringify({ ...secondary, jointRole: 'admin' }));
    expect(loadPersistedJourney(storage)).toBeNull();
    actor.stop();
  });

  // Issue 16: a save rotates the resume token only when it is a minute old; a save that kept it answers none, and the
  // tab goes on holding (and storing) the one it has, until a save answers a new one.
  it('keeps its resume token through saves that answer none, and takes the next one a save answers', async () => {
    const answers: SaveCaseOutput[] = [
      { caseId: 'CS12345678', taskUri: '/x' },
      { caseId: 'CS12345678', taskUri: '/x', resumeToken: 'resume-3' },
      { caseId: 'CS12345678', taskUri: '/x' },
    ];
    const saves: string[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering({ ...config, autosaveInterval: 10 }),
          resumeCase: fromPromise(async () => ({ accessToken: 'fresh-case-token', resumeToken: 'resume-2' })),
          updateCase: fromPromise(async ({ input }: { input: SaveCaseInput }): Promise<SaveCaseOutput> => {
            saves.push(String(input.form.firstName));
            const answer = answers.shift();
            if (!answer) throw new Error('one save too many');
            return answer;
          }),
        },
      }),
      { input: { location: { pathname: '/step-2', search: '?applyFor=IM135&brandId=CB', hash: '' }, persisted } },
    ).start();
    const saved = async (firstName: string, count: number) => {
      actor.send({ type: 'FORM_CHANGED', values: { firstName } });
      await waitFor(actor, (snapshot) => saves.length === count && !snapshot.context.dirty);
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      const snapshot = actor.getSnapshot();
      return [snapshot.context.resumeToken, persistedJourneyOf(snapshot)?.resumeToken];
    };
    await waitFor(actor, (snapshot) => snapshot.context.caseToken === 'fresh-case-token');
    expect(await saved('Ada', 1)).toEqual(['resume-2', 'resume-2']);
    expect(await saved('Adah', 2)).toEqual(['resume-3', 'resume-3']);
    expect(await saved('Ada', 3)).toEqual(['resume-3', 'resume-3']);
    expect(saves).toEqual(['Ada', 'Adah', 'Ada']);
    actor.stop();
  });

  it('goes to login when the resume token is refused, keeping no token', async () => {
    const { actor } = await reloaded(async () => {
      throw { source: 'resumeCase', code: 'invalid_token', status: 401 };
    });
    const snapshot = actor.getSnapshot();
    expect(JSON.stringify(snapshot.value)).toContain('login');
    expect(snapshot.context.caseToken).toBeUndefined();
    expect(snapshot.context.resumeToken).toBeUndefined();
  });
});
