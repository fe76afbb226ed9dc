// Model tests (ARCHITECTURE "Tests"): every path generated from the production chart runs against the chart itself,
// with stub actors that never settle and the done, error and timer events sent by the test. Then the properties of
// doc 1 §4 that the paths show, and the chart's coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { autosaveEnabled } from '../machines/guards';
import { journeyMachine } from '../machines/journey';
import type { JourneyInput } from '../machines/journeyTypes';
import { UNREACHABLE_TRANSITIONS } from './chartFindings';
import {
  actorEventsOf,
  asChartEvent,
  COMPLETED_CASE_MAX_ATTEMPTS,
  ENTRIES,
  type GeneratedPath,
  generateModel,
  inMain,
  type JourneySnapshot,
  type ModelEvent,
  OFFER_RETRY_MAX_TRIES,
  POLL_MAX_FAILURES,
  SECURITY_QUESTIONS,
} from './journeyModel';
import { chartUnderTest, coverageReport, emptyCoverage, pathName, runEvents, runPath } from './pathRunner';

const model = generateModel();
const coverage = emptyCoverage();
const ran = new Set<GeneratedPath>();

for (const entry of ENTRIES) {
  describe(`paths from ${entry.name}`, () => {
    model.paths
      .filter((path) => path.entry === entry)
      .forEach((path, index) => {
        it(`${index + 1}. ${pathName(path)}`, () => {
          runPath(path, coverage);
          ran.add(path);
        });
      });
  });
}

// ---------------------------------------------------------------- properties the paths show

interface Found {
  path: GeneratedPath;
  /** The step whose event led from `before` to `after`. */
  index: number;
}
type StepPredicate = (
  before: JourneySnapshot,
  event: ModelEvent,
  after: JourneySnapshot,
  path: GeneratedPath,
) => boolean;

/** Every generated step, in path order (the shortest paths of the first entries come first). */
function* generatedSteps() {
  for (const path of model.paths) {
    for (const [index, step] of path.steps.entries()) {
      const before = path.steps[index - 1];
      if (before) yield { path, index, before: before.state, event: step.event, after: step.state };
    }
  }
}

function findStep(what: string, predicate: StepPredicate): Found {
  for (const step of generatedSteps()) {
    if (predicate(step.before, step.event, step.after, step.path)) return { path: step.path, index: step.index };
  }
  throw new Error(`no generated path shows ${what}`);
}

/** The chart's own snapshot after the found step, from a run of the whole path. */
function actualAt(found: Found): JourneySnapshot {
  const snapshot = runPath(found.path)[found.index];
  if (!snapshot) throw new Error(`the run of ${pathName(found.path)} has no step ${found.index}`);
  return snapshot;
}

/** The snapshot `back` steps from the end of a run (0: the last). */
function fromEnd(snapshots: JourneySnapshot[], back = 0): JourneySnapshot {
  const snapshot = snapshots[snapshots.length - 1 - back];
  if (!snapshot) throw new Error(`a run of ${snapshots.length} snapshots has none ${back} from the end`);
  return snapshot;
}

const eventsUpTo = (found: Found) => found.path.steps.slice(1, found.index + 1).map((step) => step.event);
const isDone = (event: ModelEvent, actor: string) => event.type === `xstate.done.actor.${actor}`;
const taskOf = (event: ModelEvent) =>
  'output' in event && event.output && typeof event.output === 'object' && 'task' in event.output
    ? event.output.task
    : undefined;
const inSync = (snapshot: JourneySnapshot, state: 'scheduled' | 'deferred' | 'saving' | 'idle') =>
  snapshot.matches(inMain({ capture: { sync: state } }));

describe('the chart, as the paths show it', () => {
  it('names every invoke after its actor (explicit id equal to src), which the event catalogue relies on', () => {
    for (const node of getStateNodes(journeyMachine.root)) {
      for (const invoke of node.invoke) expect(invoke.id, node.id).toBe(invoke.src);
    }
  });

  it('creates the case when there is no case id and updates it otherwise (doc 1 "Form save and submit")', () => {
    let creating = 0;
    let updating = 0;
    for (const { after } of generatedSteps()) {
      if (after.matches(inMain({ capture: { sync: { saving: 'creating' } } }))) {
        creating += 1;
        expect(after.context.caseId).toBeUndefined();
      }
      if (after.matches(inMain({ capture: { sync: { saving: 'updating' } } }))) {
        updating += 1;
        expect(after.context.caseId).toBeDefined();
      }
    }
    expect(creating).toBeGreaterThan(0);
    expect(updating).toBeGreaterThan(0);

    const create = actualAt(
      findStep('a create', (_, __, after) => after.matches(inMain({ capture: { sync: { saving: 'creating' } } }))),
    );
    expect(create.children.createCase).toBeDefined();
    expect(create.children.updateCase).toBeUndefined();
    const update = actualAt(
      findStep('an update', (_, __, after) => after.matches(inMain({ capture: { sync: { saving: 'updating' } } }))),
    );
    expect(update.children.updateCase).toBeDefined();
    expect(update.children.createCase).toBeUndefined();
  });

  it('starts the autosave timer after each successful save, unless the interval is 0', () => {
    let saves = 0;
    for (const { before, event, after } of generatedSteps()) {
      const saved = isDone(event, 'createCase') || isDone(event, 'updateCase');
      if (!saved || before.context.saveQueued || !after.matches(inMain('capture'))) continue;
      saves += 1;
      expect(inSync(after, autosaveEnabled(after.context) ? 'scheduled' : 'idle')).toBe(true);
    }
    expect(saves).toBeGreaterThan(0);
  });

  it('defers a save while a field is being edited: FIELD_FOCUSED, the timer → deferred; FIELD_BLURRED → saving', () => {
    const deferred = findStep(
      'the autosave timer firing while a field is focused, with unsaved changes',
      (before, event, after) =>
        inSync(before, 'scheduled') &&
        event.type.startsWith('xstate.after.autosaveInterval.') &&
        inSync(after, 'deferred') &&
        after.context.dirty,
    );
    const events = eventsUpTo(deferred);
    expect(events.map((event) => event.type)).toContain('FIELD_FOCUSED');
    const snapshots = runEvents(deferred.path.entry.input, [...events, { type: 'FIELD_BLURRED' }]);
    const atTimer = fromEnd(snapshots, 1);
    const afterBlur = fromEnd(snapshots);
    expect(inSync(atTimer, 'deferred')).toBe(true);
    expect(atTimer.children.updateCase).toBeUndefined();
    expect(afterBlur.matches(inMain({ capture: { sync: { saving: 'updating' } } }))).toBe(true);
    expect(afterBlur.children.updateCase).toBeDefined();
  });

  it('an invalid brand shows the fatal error page for brand VM with bank CB (doc 1 §4 "Start-up")', () => {
    const fatal = actualAt(
      findStep(
        'an invalid brand',
        (_, event, after, path) =>
          path.entry.name === 'invalid brand' && isDone(event, 'loadStartup') && after.matches(inMain('fatalError')),
      ),
    );
    expect(fatal.context.brandId).toBe('VM');
    expect(fatal.context.bankId).toBe('CB');
    expect(fatal.context.error?.code).toBe('invalid_brand');
  });

  it('polls on while the case is processing and moves to completion on fulfilment (doc 1 "Submission polling")', () => {
    const waiting = actualAt(
      findStep(
        'applicationprocessing',
        (before, event, after) =>
          before.matches(inMain({ submission: 'fetching' })) &&
          taskOf(event) === 'applicationprocessing' &&
          after.matches(inMain({ submission: 'waiting' })),
      ),
    );
    expect(waiting.children.fetchNextTask).toBeUndefined();
    const polled = actualAt(
      findStep(
        'the poll interval',
        (before, event, after) =>
          before.matches(inMain({ submission: 'waiting' })) &&
          event.type.startsWith('xstate.after.pollInterval.') &&
          after.matches(inMain({ submission: 'fetching' })),
      ),
    );
    expect(polled.children.fetchNextTask).toBeDefined();
    const completing = actualAt(
      findStep(
        'fulfillmentinprogress',
        (before, event, after) =>
          before.matches(inMain({ submission: 'fetching' })) &&
          taskOf(event) === 'fulfillmentinprogress' &&
          after.matches(inMain({ completion: 'fetching' })),
      ),
    );
    expect(completing.children.fetchCompletedCase).toBeDefined();
  });

  it(`gives up completed case retrieval after completedCaseMaxAttempts (${COMPLETED_CASE_MAX_ATTEMPTS} here)`, () => {
    const gaveUp = findStep(
      'completed case retrieval giving up',
      (before, event, after) =>
        before.matches(inMain({ completion: 'fetching' })) &&
        event.type.startsWith('xstate.') &&
        event.type.endsWith('.actor.fetchCompletedCase') &&
        after.matches(inMain('error')),
    );
    const snapshots = runPath(gaveUp.path).slice(0, gaveUp.index + 1);
    const attempts = eventsUpTo(gaveUp).filter((event) => event.type.endsWith('.actor.fetchCompletedCase'));
    expect(attempts).toHaveLength(COMPLETED_CASE_MAX_ATTEMPTS);
    const last = fromEnd(snapshots);
    expect(last.context.completedAttempts).toBe(COMPLETED_CASE_MAX_ATTEMPTS);
    expect(last.context.error?.code).toBe('completed_case_attempts_exceeded');
    // Every earlier answer without all account ids left it waiting for the next try.
    gaveUp.path.steps.forEach((step, index) => {
      if (index < gaveUp.index && step.event.type.endsWith('.actor.fetchCompletedCase')) {
        expect(snapshots[index]?.matches(inMain({ completion: 'waiting' }))).toBe(true);
      }
    });
  });

  it(`polls through a platform fault, and gives up after ${POLL_MAX_FAILURES} failed polls in a row (issue 10)`, () => {
    // The give-up edge takes the same transition as a 404 (to the error page), so no generated path needs to end
    // with it: the path to the first fault is extended here by the retry timer and the next fault.
    const firstFault = findStep(
      'a poll failing with a platform fault',
      (before, event, after) =>
        before.matches(inMain({ submission: 'fetching' })) &&
        event.type === 'xstate.error.actor.fetchNextTask' &&
        after.matches(inMain({ submission: 'retrying' })),
    );
    const fault = eventsUpTo(firstFault).at(-1) as ModelEvent;
    const retried = actualAt(firstFault);
    expect(retried.context.pollFailures).toBe(1);
    const timer = actorEventsOf(retried._nodes).find((event) => event.type.startsWith('xstate.after.'));
    expect(timer?.type).toContain('pollRetryInterval');
    const events = [...eventsUpTo(firstFault)];
    for (let failure = 1; failure < POLL_MAX_FAILURES; failure += 1) events.push(timer as ModelEvent, fault);
    const snapshots = runEvents(firstFault.path.entry.input, events);
    expect(fromEnd(snapshots, 1).matches(inMain({ submission: 'fetching' }))).toBe(true);
    expect(fromEnd(snapshots).matches(inMain('error'))).toBe(true);
    expect(fromEnd(snapshots).context.error).toMatchObject({ source: 'fetchNextTask', status: 503 });
    const refused = actualAt(
      findStep(
        "the platform's answer to a poll",
        (before, event, after) =>
          before.matches(inMain({ submission: 'fetching' })) &&
          event.type === 'xstate.error.actor.fetchNextTask' &&
          'error' in event &&
          event.error.status === 404 &&
          after.matches(inMain('error')),
      ),
    );
    expect(refused.context.pollFailures).toBe(0);
  });

  it(`retries the offer on 401 every offerRetry, and gives up after ${OFFER_RETRY_MAX_TRIES} tries (doc 1 §4 "Offer")`, () => {
    const gaveUp = findStep(
      'the offer retries giving up',
      (before, event, after) =>
        before.matches(inMain({ offer: 'waiting' })) &&
        event.type.startsWith('xstate.after.offerRetry') &&
        after.matches(inMain('error')),
    );
    const unauthorised = eventsUpTo(gaveUp).filter(
      (event) => event.type === 'xstate.error.actor.fetchOffers' && 'error' in event && event.error.status === 401,
    );
    expect(unauthorised).toHaveLength(OFFER_RETRY_MAX_TRIES);
    expect(actualAt(gaveUp).context.error?.code).toBe('offer_retries_exhausted');
  });

  it('refuses an overdraft by taking evidence, setting the limit to 0, then accepting the account (doc 1 §4)', () => {
    const refused = findStep(
      'an overdraft refused',
      (before, event, after) =>
        before.matches(inMain({ offer: { refusingOverdraft: 'responding' } })) &&
        isDone(event, 'decideOffer') &&
        after.matches(inMain('submission')),
    );
    const events = eventsUpTo(refused);
    const refusal = events.findIndex((event) => event.type === 'REFUSE_OVERDRAFT');
    expect(events.slice(refusal + 1).map((event) => event.type)).toEqual([
      'xstate.done.actor.sendEvidence',
      'xstate.done.actor.updateOffer',
      'xstate.done.actor.decideOffer',
    ]);
    const snapshots = runPath(refused.path);
    const updating = snapshots[refused.index - 1];
    expect(updating?.matches(inMain({ offer: { refusingOverdraft: 'responding' } }))).toBe(true);
  });

  it('confirming the cancel of an alternative offer declines the first offer', () => {
    const declined = findStep(
      'a cancel confirmed',
      (before, event) => before.matches(inMain({ offer: 'confirmingCancel' })) && event.type === 'CANCEL_CONFIRMED',
    );
    const after = actualAt(declined);
    expect(after.matches(inMain({ offer: 'declining' }))).toBe(true);
    expect(after.context.decision?.offerId).toBe(after.context.offers[0]?.id);
  });

  // doc 3 §2: the terms page on the use of personal information follows the questions, as a state of its own.
  describe('the terms page (issue 15)', () => {
    const onTerms = (snapshot: JourneySnapshot) => snapshot.matches(inMain({ eligibility: 'terms' }));

    it('follows the answers that pass, and only those; agreeing starts the application with the consent', () => {
      const passed = findStep(
        'the questions answered',
        (before, event, after) =>
          before.matches(inMain({ eligibility: 'questions' })) &&
          event.type === 'ELIGIBILITY_ANSWERED' &&
          (onTerms(after) || after.matches(inMain({ eligibility: 'callUs' }))),
      );
      const after = actualAt(passed);
      const event = eventsUpTo(passed).at(-1);
      const allYes = event?.type === 'ELIGIBILITY_ANSWERED' && Object.values(event.answers).every((a) => a === 'Yes');
      expect(onTerms(after)).toBe(allYes);
      const agreed = findStep('the terms agreed', (before, event) => onTerms(before) && event.type === 'TERMS_AGREED');
      const started = actualAt(agreed);
      expect(started.matches(inMain({ capture: { screen: 'personalDetails' } }))).toBe(true);
      expect(started.context.form.dataProtection).toEqual({ consent: 'Y' });
      expect(started.context.form.eligibilityQuestions?.length).toBeGreaterThan(0);
    });

    it('Back and the browser Back return to the questions; Forward comes back to the terms page', () => {
      for (const back of [{ type: 'BACK' }, { type: 'NAVIGATE', path: '/' }] as const) {
        const found = findStep(
          `${back.type} from the terms page`,
          (before, event) =>
            onTerms(before) &&
            event.type === back.type &&
            (event.type === 'BACK' || (event.type === 'NAVIGATE' && event.path === '/')),
        );
        const returned = actualAt(found);
        expect(returned.matches(inMain({ eligibility: 'questions' })), back.type).toBe(true);
        const forward = runEvents(found.path.entry.input, [
          ...eventsUpTo(found),
          { type: 'NAVIGATE', path: '/personal-information' },
        ]);
        expect(onTerms(fromEnd(forward)), back.type).toBe(true);
      }
    });

    it('is not reached by a typed address before the questions are answered', () => {
      const questions = findStep(
        'the questions shown on the start page',
        (_, __, after, path) =>
          path.entry.name === 'IM135 start page' &&
          after.matches(inMain({ eligibility: 'questions' })) &&
          after.context.form.eligibilityQuestions === undefined,
      );
      const typed = runEvents(questions.path.entry.input, [
        ...eventsUpTo(questions),
        { type: 'NAVIGATE', path: '/personal-information' },
      ]);
      expect(fromEnd(typed).matches(inMain({ eligibility: 'questions' }))).toBe(true);
    });

    it('a reload on it comes back to it, with the answers that led there', () => {
      const reloaded = findStep(
        'the reload on the terms page',
        (_, __, after, path) => path.entry.name === 'persisted on the terms page' && onTerms(after),
      );
      const shown = actualAt(reloaded);
      expect(onTerms(shown)).toBe(true);
      expect(shown.context.form.eligibilityQuestions?.length).toBe(1);
    });

    it('Back from step 1, before a case exists, returns to the terms page', () => {
      const found = findStep(
        'Back from step 1 before a case',
        (before, event) =>
          before.matches(inMain({ capture: { screen: 'personalDetails' } })) &&
          before.context.caseId === undefined &&
          !before.context.form.isReviewing &&
          event.type === 'BACK',
      );
      expect(onTerms(actualAt(found))).toBe(true);
    });
  });

  describe('an unknown path', () => {
    const screens = [
      { name: 'eligibility', state: { eligibility: 'questions' } },
      { name: 'call us', state: { eligibility: 'callUs' } },
      { name: 'step 1', state: { capture: { screen: { personalDetails: 'editing' } } } },
      { name: 'step 2', state: { capture: { screen: { employmentDetails: 'editing' } } } },
      { name: 'review', state: { capture: { screen: { review: 'editing' } } } },
      { name: 'terms', state: { eligibility: 'terms' } },
    ] as const;
    /** A generated path to the screen, with no save running, then the unknown path typed. */
    const typedOn = (state: (typeof screens)[number]['state']) => {
      const onScreen = findStep(`a path to ${JSON.stringify(state)}`, (_, __, after) => {
        return after.matches(inMain(state)) && !inSync(after, 'saving') && !after.context.editing;
      });
      const events: ModelEvent[] = [...eventsUpTo(onScreen), { type: 'NAVIGATE', path: '/nope' }];
      return { input: onScreen.path.entry.input, events };
    };

    it('shows not-found from every screen of the application (doc 1 §2)', () => {
      for (const screen of screens) {
        const { input, events } = typedOn(screen.state);
        const snapshots = runEvents(input, events);
        expect(fromEnd(snapshots, 1).matches(inMain(screen.state)), screen.name).toBe(true);
        expect(fromEnd(snapshots).matches('notFound'), screen.name).toBe(true);
      }
    });

    // doc 1 §2: unknown paths go to /not-found; Back returns through the deep history state of `main`.
    it('Back from not-found returns to the previous screen through the history state', () => {
      const { input, events } = typedOn(screens[3].state);
      const snapshots = runEvents(input, [...events, { type: 'NAVIGATE', path: '/step-2' }]);
      expect(fromEnd(snapshots).matches(inMain({ capture: { screen: 'employmentDetails' } }))).toBe(true);
    });
  });
});

// ---------------------------------------------------------------- letter code and security pages

describe('the letter-code and security pages (doc 1 §4 "Joint", "Call validation (3D)"; §8 320/321)', () => {
  /** The input each of these actors was last invoked with, over a run of the events (the stubs never settle). */
  const invokedInputs = (input: JourneyInput, events: readonly ModelEvent[]) => {
    const inputs: Record<string, unknown> = {};
    const recording = (id: string) =>
      fromPromise<never, unknown>(({ input: given }) => {
        inputs[id] = given;
        return new Promise<never>(() => {});
      });
    const chart = chartUnderTest.provide({
      actors: {
        submitLetterCode: recording('submitLetterCode'),
        submitCallValidation: recording('submitCallValidation'),
      },
    } as Parameters<typeof chartUnderTest.provide>[0]);
    const actor = createActor(chart, { input }).start();
    for (const event of events) actor.send(asChartEvent(event));
    actor.stop();
    return inputs;
  };

  /** A generated path onto a page, from the submission poll that routed there. */
  const pathOnto = (what: string, state: object) =>
    findStep(
      what,
      (before, _, after) => before.matches(inMain({ submission: 'fetching' })) && after.matches(inMain(state)),
    );

  it('keeps what was typed after a wrong code (321), then goes on to WEB-SUBMIT-FORM with the right one', () => {
    const onto = pathOnto('the letter-code page', { letterCode: 'entering' });
    const wrong = '0123456789';
    const right = '9876543210';
    const events: ModelEvent[] = [
      ...eventsUpTo(onto),
      { type: 'LETTER_CODE_SUBMITTED', code: wrong },
      { type: 'xstate.error.actor.submitLetterCode', error: { source: 'submitLetterCode', code: '321', status: 401 } },
      { type: 'LETTER_CODE_SUBMITTED', code: right },
      { type: 'xstate.done.actor.submitLetterCode', output: { taskUri: '/cases/CS12345678/applicationprocessing' } },
    ];
    const snapshots = runEvents(onto.path.entry.input, events);
    const refused = fromEnd(snapshots, 2);
    expect(refused.matches(inMain({ letterCode: 'entering' }))).toBe(true);
    expect(refused.context.letterCode).toMatchObject({ entered: wrong, errorCode: '321' });
    expect(invokedInputs(onto.path.entry.input, events.slice(0, -1)).submitLetterCode).toMatchObject({
      letterCode: right,
    });
    const after = fromEnd(snapshots);
    expect(after.matches(inMain({ submission: 'fetching' }))).toBe(true);
    expect(after.children.fetchNextTask).toBeDefined();
  });

  it('stays on the page with the limit message after 320, with nothing more to send', () => {
    const onto = pathOnto('the letter-code page', { letterCode: 'entering' });
    const snapshots = runEvents(onto.path.entry.input, [
      ...eventsUpTo(onto),
      { type: 'LETTER_CODE_SUBMITTED', code: '0123456789' },
      { type: 'xstate.error.actor.submitLetterCode', error: { source: 'submitLetterCode', code: '320', status: 401 } },
    ]);
    const limited = fromEnd(snapshots);
    expect(limited.matches(inMain({ letterCode: 'limitReached' }))).toBe(true);
    expect(limited.context.letterCode.errorCode).toBe('320');
    expect(limited.can({ type: 'LETTER_CODE_SUBMITTED', code: '0123456789' })).toBe(false);
  });

  it('posts the answers chosen so far when the timer expires, and a reset clears them on leaving', () => {
    const expiry = findStep(
      'the call-validation timer expiring',
      (before, event, after) =>
        before.matches(inMain({ security: 'answering' })) &&
        event.type.startsWith('xstate.after.callValidationTimeout') &&
        after.matches(inMain({ security: 'submitting' })),
    );
    const onto = pathOnto('the security page', { security: 'loading' });
    const timerEvent = expiry.path.steps[expiry.index]?.event as ModelEvent;
    const events: ModelEvent[] = [
      ...eventsUpTo(onto),
      { type: 'xstate.done.actor.fetchCallValidationQuestions', output: SECURITY_QUESTIONS },
      // Continue does nothing until the shown question is answered.
      { type: 'SECURITY_CONTINUE' },
      { type: 'SECURITY_ANSWER_CHOSEN', answerId: 'Q1-A1' },
      { type: 'SECURITY_CONTINUE' },
      timerEvent,
      {
        type: 'xstate.done.actor.submitCallValidation',
        output: { result: 'PASS', taskUri: '/cases/x/applicationprocessing' },
      },
    ];
    const snapshots = runEvents(onto.path.entry.input, events);
    expect(fromEnd(snapshots, 4).context.callValidation.index).toBe(0);
    expect(fromEnd(snapshots, 2).context.callValidation.index).toBe(1);
    const posting = fromEnd(snapshots, 1);
    expect(posting.matches(inMain({ security: 'submitting' }))).toBe(true);
    // Only the first question was answered before the time ran out.
    expect(posting.children.submitCallValidation).toBeDefined();
    expect(invokedInputs(onto.path.entry.input, events.slice(0, -1)).submitCallValidation).toMatchObject({
      answers: [{ questionId: 'Q1', answerId: 'Q1-A1' }],
    });
    const passed = fromEnd(snapshots);
    expect(passed.matches(inMain('submission'))).toBe(true);
    expect(passed.context.callValidation).toEqual({ questions: [], index: 0, answers: {} });
  });

  it('a FAIL goes to the sorry page (the platform records idcheckfail)', () => {
    const failed = actualAt(
      findStep(
        'a FAIL',
        (before, event, after) =>
          before.matches(inMain({ security: 'submitting' })) &&
          isDone(event, 'submitCallValidation') &&
          after.matches(inMain({ result: 'sorry' })),
      ),
    );
    expect(failed.matches(inMain({ result: 'sorry' }))).toBe(true);
  });
});

// ---------------------------------------------------------------- coverage

describe('coverage of the chart', () => {
  it('reaches every state node, and takes every transition but those the chart can never take', () => {
    for (const path of model.paths) if (!ran.has(path)) runPath(path, coverage);
    const report = coverageReport(coverage);
    // The same figures `npm run coverage:paths` prints, so the test run reports them too.
    console.log(
      `states covered ${report.states.covered}/${report.states.total}\n` +
        `transitions covered ${report.transitions.covered}/${report.transitions.total}`,
    );
    const unreachable = Object.keys(UNREACHABLE_TRANSITIONS).sort();
    expect(report.states.uncovered).toEqual([]);
    expect([...report.transitions.uncovered].sort()).toEqual(unreachable);
    expect([...model.unreachedTransitions].sort()).toEqual(unreachable);
  });
});
