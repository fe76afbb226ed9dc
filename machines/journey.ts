// THE journey statechart: one root machine whose regions live beside it (capture.ts, submission.ts).
// Every effect is an invoked actor named after its platform call; every timer a named delay from configuration.
import { and, not } from 'xstate';
import { callValidationState } from './callValidation';
import { captureState } from './capture';
import { jointState } from './joint';
import { letterCodeState } from './letterCode';
import { offerState } from './offer';
import { registrationState } from './registration';
import { TERMS_ROUTE } from './routes';
import { authenticationState, loginState, portalState } from './session';
import { caseRef, initialContext, journeySetup, journeySetupWith } from './setup';
import { completionState, resultState, submissionState, submittingState } from './submission';
import { switchState } from './switch';
import { registrationReturnState, transferReturnState, transferState } from './transfer';

/** The chart on a setup: the one chart, whatever implements its actors and actions. */
const chartOn = (chartSetup: typeof journeySetup) =>
  chartSetup.createMachine({
    id: 'journey',
    context: ({ input }) => initialContext(input),
    initial: 'booting',
    on: {
      // Any unknown path goes to /not-found (doc 1 §2); a known one the current state refuses changes nothing.
      NAVIGATE: { guard: 'isUnknownRoute', target: '.notFound' },
    },
    states: {
      // doc 1 §4 "Start-up": configuration, the date-ranged document list and product content.
      booting: {
        meta: { screen: 'loading', route: '' },
        invoke: {
          id: 'loadStartup',
          src: 'loadStartup',
          input: ({ context }) => ({ productCode: context.productCode }),
          onDone: { target: 'main', actions: ['storeStartup', 'applyFeatureFlags'] },
          onError: { target: '#journey.main.fatalError', actions: 'storeError' },
        },
      },
      // Everything but /not-found, so that leaving for /not-found records where the applicant was.
      main: {
        initial: 'entering',
        on: {
          // The app shell reports the applicant's activity (a key, a click, a touch); the timer starts again.
          USER_ACTIVE: { actions: 'restartInactivityTimer' },
          // WCAG 2.2.1: the timer's warning shows before the end; its button asks for more time (inactivity.ts).
          INACTIVITY_WARNING: { actions: 'showInactivityWarning' },
          INACTIVITY_EXTENDED: { actions: 'hideInactivityWarning' },
          SESSION_EXTENDED: { actions: ['extendSession', 'hideInactivityWarning'] },
          // The screenshot after review submit is best effort (sendSubmitEvidence): its failure is only counted, for
          // the analyst watching the chart; the journey goes on.
          'xstate.error.actor.submitEvidence': { actions: 'countLostEvidence' },
        },
        // doc 1 §4: on inactivity the token is dropped and, if a case exists, the applicant goes to WEB-LOGIN.
        invoke: {
          id: 'inactivityTimer',
          src: 'inactivityTimer',
          input: ({ context }) => ({ timeoutMs: context.config?.inactivityTimeout || 900_000 }),
          // The login page and the "time has run out" page say the time ran out (doc 3 §8 "Time has run out").
          onDone: [
            {
              guard: 'hasCaseId',
              target: '#journey.main.login',
              reenter: true,
              actions: ['dropToken', 'resetSession', 'forgetStoredJourney', 'markTimedOut'],
            },
            { target: '#journey.main.result.timedOut', actions: ['dropToken', 'markTimedOut'] },
          ],
        },
        states: {
          entering: {
            always: [
              { guard: not('isValidBrand'), target: 'fatalError' },
              { guard: 'isEntryPathUnknown', target: '#journey.notFound' },
              // doc 1 "Return from another service": /continue, /continue/existing and /hasDigitalRegDone.
              {
                guard: 'isTransferReturnEntry',
                target: 'transferReturn',
                actions: 'storeTransferReturn',
              },
              {
                guard: 'isRegistrationReturnEntry',
                target: 'registrationReturn',
                actions: 'storeRegistrationReturn',
              },
              { guard: 'isComponentsEntry', target: 'components' },
              { guard: 'isSubmissionReload', target: 'resuming', actions: 'restoreSession' },
              { guard: 'isSubmissionEntry', target: 'loadingCase' },
              { guard: 'isLoginEntry', target: 'login' },
              { guard: 'isAuthenticationEntry', target: 'authentication' },
              // WEB-JOINT-AUTHENTICATION: the login app's return restores the joint second applicant's journey without
              // the resume below, which would spend the resume token their claim needs (machines/joint.ts)
              { guard: 'isJointAuthenticationEntry', target: 'joint', actions: 'restoreJointSecondary' },
              { guard: 'hasResumableSession', target: 'resuming', actions: 'restoreSession' },
              // doc 1 §4 "Joint": the second applicant may come without a product code (the case names it).
              { guard: 'isJointJoinEntry', target: 'joint' },
              // doc 1 §2 `uuid`, §7 retrievecase: a decision-in-principle case is read first (entry.logic.ts).
              { guard: 'hasDipUuid', target: 'retrievingDip' },
              // doc 1 §4 "Entry without a product code": a saved application is resumed through login.
              { guard: not('hasProductCode'), target: 'login' },
              { guard: not('isProductAvailable'), target: 'productError', actions: 'storeInvalidProduct' },
              // doc 1 "Product blocking": a product refused on joint applications (IM632) is refused on /joint first.
              { guard: 'isProductRefusedOnJoint', target: 'productError', actions: 'storeJointProductBlock' },
              // doc 1 §4 "Product blocking": an existing-customers-only product sends the applicant to log in first;
              // any other refusal raises the ProductBlacklist error.
              { guard: 'needsExistingCustomer', target: 'authentication' },
              { guard: 'isProductBlocked', target: 'productError', actions: 'storeProductBlock' },
              { guard: 'isJointEntry', target: 'joint' },
              { target: 'eligibility' },
            ],
          },
          // The decision-in-principle case of the link (doc 1 §7), then entry goes on with its product and details.
          retrievingDip: {
            meta: { screen: 'loading', route: '' },
            invoke: {
              id: 'retrieveDipCase',
              src: 'retrieveDipCase',
              input: ({ context }) => ({ bankId: context.bankId, uuid: context.entry.uuid ?? '' }),
              onDone: { target: 'entering', actions: 'storeDipCase' },
              onError: { target: 'entering', actions: 'forgetDipUuid' },
            },
          },
          // A reload brings the applicant back to the screen they were on, with what they entered. The case token
          // lived in memory, so a new applicant's tab first spends the resume token it kept for a fresh one
          // (platform/README.md "Case tokens"); a refused one is an invalid token: login (doc 1 §4).
          resuming: {
            initial: 'checking',
            states: {
              checking: {
                always: [{ guard: 'hasResumeToken', target: 'exchanging' }, { target: 'routing' }],
              },
              exchanging: {
                invoke: {
                  id: 'resumeCase',
                  src: 'resumeCase',
                  input: ({ context }) => ({ ...caseRef(context), resumeToken: context.resumeToken ?? '' }),
                  onDone: { target: 'refilling', actions: 'storeResumed' },
                  onError: { target: '#journey.main.login', actions: 'dropToken' },
                },
              },
              // What the tab did not keep (WITHHELD_FROM_STORAGE: the NI number) is read back from the saved case; a
              // failure leaves those fields empty for the applicant to enter again, it does not stop the journey.
              refilling: {
                invoke: {
                  id: 'fetchCaptureTask',
                  src: 'fetchCaptureTask',
                  input: ({ context }) => caseRef(context),
                  onDone: { target: 'routing', actions: 'restoreWithheldFields' },
                  onError: { target: 'routing' },
                },
              },
              routing: {
                always: [
                  // On the terms page's address, with the answers that came back in the form, the terms page; on the
                  // questions' address the last line's questions. A capture screen: the one the link's `reason` names
                  // (a product group's full redirect to the root, doc 1 §4), else the one the tab saved.
                  { guard: 'isTermsReload', target: '#journey.main.eligibility.terms' },
                  {
                    guard: { type: 'resumeScreenIs', params: { screen: 'personalDetails' } },
                    target: '#journey.main.capture.screen.personalDetails',
                  },
                  {
                    guard: { type: 'resumeScreenIs', params: { screen: 'employmentDetails' } },
                    target: '#journey.main.capture.screen.employmentDetails',
                  },
                  {
                    guard: { type: 'resumeScreenIs', params: { screen: 'review' } },
                    target: '#journey.main.capture.screen.review',
                  },
                  // WEB-JOINT-AUTHENTICATION: a joint second applicant's tab that left for the login app (or stood at the
                  // existing-customer question their link led to), opened again at any address, their link's among them:
                  // the question again, as Back from the login app shows it (joint.ts resumingLink). Not the submission's
                  // routing of a case still in capture (the start page), nor the link-code check (the code was spent when
                  // they joined: the platform refuses a used code with 319).
                  { guard: 'isJointQuestionResume', target: '#journey.main.joint.secondary.existingCustomer' },
                  { guard: 'hasCaseId', target: '#journey.main.submission' },
                  { target: '#journey.main.eligibility' },
                ],
              },
            },
          },
          // doc 1 "Submission polling": with no case in memory, the case comes from the query; without one, WEB-LOGIN.
          loadingCase: {
            always: [
              { guard: 'hasCaseToLoad', target: 'submission', actions: 'loadCaseFromQuery' },
              { target: 'login' },
            ],
          },
          // doc 3 §2 "Eligibility questions": the product's questions (/), then the terms page on the use of personal
          // information that "follows" them, a page of its own (/personal-information: doc 1's route table names none),
          // whose agreement starts the application. Answers that fail show the call-us message instead.
          eligibility: {
            initial: 'questions',
            states: {
              questions: {
                meta: { screen: 'eligibility', route: '/', minutesRemaining: 15 },
                on: {
                  // doc 2 §2: the landing's existing-customer question first. A customer on a product open to them
                  // logs in to apply (doc 3 §2 already-a-customer page); on a product for new customers only the
                  // answer fails eligibility (doc 2 "Existing customer must be No for new-customer products") and
                  // shows the call-us message (doc 2 §5.1 "Sorry, you can't apply online").
                  ELIGIBILITY_ANSWERED: [
                    { guard: 'existingCustomerLogsIn', target: '#journey.main.result.alreadyCustomer' },
                    { guard: 'eligibilityPassed', target: 'terms', actions: 'recordEligibility' },
                    { target: 'callUs' },
                  ],
                  // Forward again to the terms page, once the answers that lead there are given.
                  NAVIGATE: { guard: { type: 'canVisitRoute', params: { path: TERMS_ROUTE } }, target: 'terms' },
                },
              },
              terms: {
                meta: { screen: 'eligibilityTerms', route: TERMS_ROUTE, minutesRemaining: 15 },
                on: {
                  TERMS_AGREED: { target: '#journey.main.capture', actions: 'recordDataProtection' },
                  BACK: 'questions',
                  NAVIGATE: { guard: { type: 'navigatesTo', params: { path: '/' } }, target: 'questions' },
                },
              },
              // doc 3 §2: answers that fail show a call-us message. It shares `/` with the questions, and the URL sync
              // never sends the address already shown (src/UrlSync.tsx): only its Back link returns to them.
              callUs: {
                meta: { screen: 'callUs', route: '/' },
                on: { BACK: 'questions' },
              },
            },
          },
          capture: captureState,
          submitting: submittingState,
          submission: submissionState,
          completion: completionState,
          accountOpened: {
            meta: { screen: 'accountOpened', route: '/account-opened' },
            initial: 'showing',
            // doc 1 "Account opened": the button into registration while the customer may still register here.
            on: {
              REGISTER: { guard: 'canRegister', target: 'registration' },
              // doc 1 §4 "Switch": a current account whose product switches, by the page's link or the URL.
              SWITCH_START: { guard: 'switchApplies', target: 'switch' },
              NAVIGATE: {
                guard: and([{ type: 'navigatesTo', params: { path: '/switch' } }, 'switchApplies']),
                target: 'switch',
              },
            },
            states: {
              // After a return from another service the accounts are read again (completed case retrieval).
              showing: { always: { guard: 'needsOpenedAccounts', target: 'loading' } },
              loading: {
                invoke: {
                  id: 'fetchCompletedCase',
                  src: 'fetchCompletedCase',
                  input: ({ context }) => caseRef(context),
                  onDone: { target: 'shown', actions: 'storeCompleted' },
                  onError: { target: 'shown' },
                },
              },
              shown: {},
            },
          },
          registration: registrationState,
          transfer: transferState,
          transferReturn: transferReturnState,
          registrationReturn: registrationReturnState,
          switch: switchState,
          result: resultState,
          offer: offerState,
          letterCode: letterCodeState,
          joint: jointState,
          security: callValidationState,
          login: loginState,
          authentication: authenticationState,
          portal: portalState,
          // doc 1 §2 /components: the gallery of form components (screens/ComponentsScreen.tsx), no login needed.
          components: {
            meta: { screen: 'components', route: '/components' },
          },
          // A case state whose page is not part of this version yet: said plainly, with the case state named.
          taskNotAvailable: {
            meta: { screen: 'notAvailable', route: '/error' },
          },
          productError: {
            meta: { screen: 'error', route: '/error' },
          },
          error: {
            meta: { screen: 'error', route: '/error' },
          },
          // An invalid brand or any start-up failure: the error page for brand VM with bank CB (doc 1 §4).
          fatalError: {
            meta: { screen: 'error', route: '/error' },
            entry: 'useFallbackBrand',
          },
          // Back from /not-found returns to where the applicant was.
          previous: {
            type: 'history',
            history: 'deep',
            target: 'entering',
          },
        },
      },
      notFound: {
        meta: { screen: 'notFound', route: '/not-found' },
        on: { NAVIGATE: { guard: not('isUnknownRoute'), target: 'main.previous', actions: 'readNavigatedPath' } },
      },
    },
  });

/** The chart with its placeholders (tests and model tests provide their own implementations). */
export const journeyMachine = /* @__PURE__ */ chartOn(journeySetup);

export type JourneyMachine = typeof journeyMachine;

/** What `journeyMachine.provide()` takes: real actors, the redirects. */
export type JourneyImplementations = Parameters<JourneyMachine['provide']>[0];

/**
 * The chart with the browser's implementations, built once (src/main.tsx). xstate builds every state node and
 * formats every transition when a machine is created, and `provide()` creates it again: on the start page the
 * placeholder chart above is never built (nothing in the app reads it, and the call is pure), only this one.
 */
export function createJourneyMachine(implementations: JourneyImplementations): JourneyMachine {
  return chartOn(journeySetupWith(implementations));
}
