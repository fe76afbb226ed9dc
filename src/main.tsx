// Entry: one journey actor for the page, given the browser's location and this tab's saved place,
// with the real platform calls provided from services/ (tests provide stubs instead).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type Actor, createActor } from 'xstate';
import { BRANDS, findBrand } from '../content/brands';
import { readEntry, userTrackingIdOf, withoutHashTokens } from '../machines/entry';
import { createJourneyMachine, type JourneyMachine } from '../machines/journey';
import { registrationAppUrl } from '../machines/registration.logic';
import { journeyLoginAppUrl } from '../machines/session';
import { transferAppUrl } from '../machines/transfer.logic';
import { UnsupportedBrowserScreen } from '../screens/UnsupportedBrowserScreen';
import { createJourneyActors, createPlatformConnection } from '../services/actors';
import { createClientContext } from '../services/clientContext';
import { App } from './App';
import { reportActivity } from './activity';
import { startAnalytics } from './analytics';
import { lacksRequiredApi, unsupportedBrowser } from './browserSupport';
import { inspectSwitch } from './inspector/inspectSwitch';
import { JourneyProvider } from './journeyActor';
import { clearPersistedJourney, journeyPersister, loadPersistedJourney } from './sessionStore';
import { START_MARKS } from './startMarks';
import { leaveFrom } from './UrlSync';
import './styles.css';

// doc 1 §2: a browser older than its supported minimum gets the upgrade notice, and the journey never starts.
const oldBrowser = unsupportedBrowser(navigator.userAgent);
// An engine without the API the app calls gets it too (src/browserSupport.ts lacksRequiredApi), named when known.
const notSupported = oldBrowser !== undefined || lacksRequiredApi();

const location = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
// doc 1 §2 hash `user_tracking_id`: the tracking id of the client-context header, when the link carries one.
const trackingId = userTrackingIdOf(readEntry(location));

// The login app's token (doc 1 "a token in the hash") is read into the chart's memory above; it leaves the address
// bar and this page's history entry at once, so that no later address, Back or copied link carries it.
const withoutTokens = withoutHashTokens(location.hash);
if (withoutTokens !== location.hash) {
  window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}${withoutTokens}`);
}

/** The journey's actor, once started (start, below); the platform clients read its tokens. */
let actor: Actor<JourneyMachine> | undefined;

// One platform connection for the chart's actors and the analytics sender (services/actors.ts).
const connection = createPlatformConnection();
const actors = createJourneyActors({
  connection,
  appBaseUrl: window.location.origin,
  // The access token lives in the chart's memory only: never in storage, never in a URL. A new applicant has
  // none, but the token their submit returned (context.caseToken) once they have submitted.
  getAccessToken: () => {
    const context = actor?.getSnapshot().context;
    return context?.accessToken ?? context?.caseToken;
  },
  clientContext: createClientContext({ environment: import.meta.env.MODE, ...(trackingId ? { trackingId } : {}) }),
  logError: (error) => console.warn('journey error', error.source, error.code, error.status, error.message ?? ''),
  // doc 2 §9: screenshot scale 0.5, JPEG quality 0.92 (loaded only when evidence is taken). font: false because
  // the app has no web fonts, and embedding them makes an inline <style> our CSP (style-src 'self') refuses.
  captureScreenshot: async () => {
    const { domToJpeg } = await import('modern-screenshot');
    return domToJpeg(document.body, { scale: 0.5, quality: 0.92, font: false });
  },
});

// Issue 14: `?inspect=1` streams this tab's chart, masked, to the inspector page when /config.json allows it.
const inspection = inspectSwitch(window.location.search);

// Issue 16: the start page's script runs in three tasks, not one: the modules and what reads the address (above), the
// chart built (below), then the journey started and the first render asked for. Between them the browser may handle
// input and paint, and no one of them blocks the main thread for long. As one task (the module's evaluation) it was
// the start page's longest, 123-186 ms at 4x CPU, and about 166 ms of a Lighthouse mobile run's 213 ms of blocking
// time; in three, Lighthouse 97 (94-98) -> 99 (98-99) and the blocking time at 4x 81 -> 38 ms by the median of 5
// beside the build before, the page painted when it was (bench/results/2026-12-01-start-tasks.md). What leaves the
// address bar (the hash's tokens) is done before the first yield. The marks name each task's end for
// e2e/startPageBudget.spec.ts and DevTools.
performance.mark(START_MARKS.modules);
inNextTask(() => {
  const machine = createJourneyMachine({
    actors,
    actions: {
      // doc 1 "Authentication page": to the external login and registration app, which returns with a token.
      redirectToLoginApp: ({ context }) => {
        leaveFrom('/authentication', context);
        window.location.assign(journeyLoginAppUrl(context, window.location.origin, '/authentication'));
      },
      // WEB-JOINT-AUTHENTICATION: the same app, returning to /joint/authentication; the tab's session storage holds
      // the second applicant's case and resume token meanwhile (src/sessionStore.ts), never the URL.
      redirectToJointLoginApp: ({ context }) => {
        leaveFrom('/joint/authentication', context);
        window.location.assign(journeyLoginAppUrl(context, window.location.origin, '/joint/authentication'));
      },
      // doc 1 §4 "reset clears the stores": the tab's stored journey too (machines/session.logic.ts).
      forgetStoredJourney: () => clearPersistedJourney(),
      // doc 1 "Registration": to the digital registration app, which returns to /hasDigitalRegDone.
      redirectToRegistrationApp: ({ context }) => {
        const brand = findBrand(context.brandId) ?? BRANDS.VM;
        window.location.assign(
          registrationAppUrl(
            context,
            context.config?.loginAndRegistrationAppUrl ?? '/login-app',
            brand.registrationBankId,
            window.location.origin,
          ),
        );
      },
      // doc 1 "Registration": the transfer hand-off, which returns to /continue (or /continue/existing).
      handOffToTransferApp: ({ context }) => {
        window.location.assign(transferAppUrl(context, window.location.origin));
      },
    },
  });
  performance.mark(START_MARKS.chart);
  inNextTask(() => start(machine));
});

/** Starts the journey on the chart built, and renders the app. */
function start(machine: JourneyMachine): void {
  const journey = createActor(machine, {
    input: {
      location,
      persisted: loadPersistedJourney(),
    },
    ...(inspection ? { inspect: inspection.observer } : {}),
  });

  actor = journey;
  const persist = journeyPersister();
  journey.subscribe((snapshot) => {
    persist(snapshot);
    const config = snapshot.context.config;
    if (inspection && config) inspection.decide(config.features.inspector === true);
  });
  if (!notSupported) {
    journey.start();
    reportActivity(journey);
    // doc 1 §7 "Events": beside the chart, subscribed to it (src/analytics.ts).
    startAnalytics(journey, connection);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html needs <div id="root">');
  createRoot(root).render(
    notSupported ? (
      <UnsupportedBrowserScreen browser={oldBrowser} brandId={new URLSearchParams(location.search).get('brandId')} />
    ) : (
      <StrictMode>
        <JourneyProvider actor={journey}>
          <App />
        </JourneyProvider>
      </StrictMode>
    ),
  );
  performance.mark(START_MARKS.started);
}

/** The Prioritized Task Scheduling API's scheduler (Chromium 94 on, Firefox 142 on), where the browser has it. */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Runs `run` in a task of its own: at the scheduler's highest priority where the browser has one, else a message's
 * task. Not `setTimeout`: a timer's task waits behind the page's loading tasks, and the start page painted later at 4x
 * CPU (first contentful paint 760 -> 912 ms by the median of 10 loads, against 1,020 -> 980 for `postTask` by the
 * median of 24: bench/results/2026-12-01-start-tasks.md).
 */
function inNextTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    // what `run` throws, thrown again as an error, not left a rejection: the unsupported-browser fallback
    // (scripts/unsupportedBrowserScript.ts) listens for the errors of the app's script
    scheduler.postTask(run, { priority: 'user-blocking' }).catch((error: unknown) => {
      setTimeout(() => {
        throw error;
      }, 0);
    });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(undefined);
}
