// The types the chart's actors share (services/actors.ts, on the start page, and services/laterActors.ts, loaded with
// the platform's call modules): apart from both, so that neither imports the other (scripts/importCycles.ts).
import type { AnalyticsEvent, RuntimeConfig } from '../contract/schemas';
import type { JourneyError } from '../machines/actorContracts';
import type { PlatformApi } from './api';
import type { createAuthApi } from './authApi';
import type { ClientContext } from './clientContext';
import type { HttpOptions } from './http';
import type { JointApi } from './jointApi';
import type { createRegistrationApi } from './registrationApi';

type AuthApi = ReturnType<typeof createAuthApi>;
type RegistrationApi = ReturnType<typeof createRegistrationApi>;

/** Filled by loadStartup; read by every other actor. */
export interface PlatformConnection {
  config: RuntimeConfig | undefined;
  api: PlatformApi | undefined;
  auth: AuthApi | undefined;
  /** The registration calls (services/registrationApi.ts), filled with the others by loadStartup. */
  registration?: RegistrationApi | undefined;
  /** The joint calls (issue 12), on the same client. */
  joint?: JointApi | undefined;
  /**
   * The analytics' last send as the page goes (services/callPolicy.ts postAsThePageGoes): set with the configuration,
   * from start-page modules only, never waiting for the platform clients' chunk.
   */
  sendEventsLeaving?: ((bankId: string, events: AnalyticsEvent[]) => void) | undefined;
}

export interface JourneyActorDeps {
  /** Where the app was served from (in the browser `window.location.origin`): config, document lists, content. */
  appBaseUrl: string;
  /** The current access token, read at every request; tokens live in memory, never in storage. */
  getAccessToken: () => string | undefined;
  clientContext: ClientContext;
  /** The clock, for the document list in force (doc 1 §7). Default: now. */
  today?: () => Date;
  /** The device fingerprint for submit (doc 1 §7 device_details.blackbox). Default: deviceBlackbox(). */
  deviceBlackbox?: () => string;
  /** doc 1 §8 "Every handled error is logged": receives the JourneyError only, never headers or bodies. */
  logError?: (error: JourneyError) => void;
  /** A JPEG data URL of what the applicant sees (browser: modern-screenshot at scale 0.5, quality 0.92). */
  captureScreenshot?: () => Promise<string>;
  /** Network layer and retry tuning (tests): the axios adapter of the platform calls, the fetch of the start-up
   * reads (services/startupApi.ts). */
  http?: Pick<HttpOptions, 'adapter' | 'retries' | 'retryDelay' | 'timeoutMs'> & { fetch?: typeof fetch };
  /** Share the holder with other users of the platform; default: a new one. */
  connection?: PlatformConnection;
}
