// The real implementations of the actors the journey chart invokes (machines/actorContracts.ts):
// `journeyMachine.provide({ actors: createJourneyActors(deps) })` in the browser; tests provide stubs.
//
// How the configuration reaches the actors: the platform API base is only known once `/config.json`
// is loaded (doc 1 §4 "Start-up", §7 "Base: the platform API URL"), and the actor inputs fixed by the
// contract carry no config. So the actors share one small holder, `PlatformConnection`: loadStartup
// reads the start-up files from where the app was served, then fills the holder with the config and a
// platform client built on `config.apiUrl`; every later actor takes its client from the holder, and
// rejects with `config_not_loaded` if start-up has not run. The chart always runs loadStartup first, so
// in practice the holder is filled once per page load. Other boundary users (the analytics sender)
// can share the same holder by passing it in `deps.connection`.
//
// Only loadStartup is here, on the start page; every later actor's work is services/laterActors.ts, loaded with
// the platform's call modules (issue 16).
import { fromPromise } from 'xstate';
import {
  actorContracts,
  type JourneyActors,
  type LoadStartupInput,
  type LoadStartupOutput,
} from '../machines/actorContracts';
import type { JourneyActorDeps, PlatformConnection } from './actorDeps';
import { eventsPath, postAsThePageGoes, SERVICE_VERSIONS } from './callPolicy';
import { toJourneyError } from './errors';
import type { HttpOptions } from './http';
import type { LaterActorName, LaterActors } from './laterActors';
import { createStartupApi } from './startupApi';

/** The platform's call modules (services/platformClients.ts): fetched with the first call, not with the start page. */
const platformClients = () => import('./platformClients');

export type { JourneyActorDeps, PlatformConnection };

/** Builds the page's platform clients and later actors' work ahead of their first call (set by createJourneyActors). */
let buildAhead: (() => void) | undefined;

/**
 * Fetches and evaluates the platform's call modules ahead of the first call (the app does it once the applicant is
 * past the start page), so step 1's Continue does not wait for them nor compile them; then builds the clients (the
 * axios instance with its interceptors) and the later actors' work, which the first call built before its request
 * went (issue 16: 9 CPU ms of step 1's Continue at 4x, and a task's wait for the module again).
 */
export function preloadPlatformClients(): void {
  platformClients().then(
    () => buildAhead?.(),
    () => undefined,
  );
}

/**
 * A call module whose methods load it with their first call (issue 16): every method of the platform, auth,
 * registration and joint APIs returns a promise, so a caller cannot tell it from the module itself.
 */
function loadedOnFirstCall<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  return new Proxy({} as T, {
    get:
      (_target, name) =>
      async (...args: unknown[]) => {
        loading ??= load().catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
        const module = (await loading) as Record<string | symbol, (...callArgs: unknown[]) => unknown>;
        return module[name]?.(...args);
      },
  });
}

export function createPlatformConnection(): PlatformConnection {
  return { config: undefined, api: undefined, auth: undefined };
}

/** `config.apiUrl` against the app's base: empty means the app's own origin (schemas.ts RuntimeConfig). */
export function resolveApiBase(apiUrl: string, appBaseUrl: string): string {
  if (apiUrl === '') return appBaseUrl;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(apiUrl)) return apiUrl;
  try {
    return new URL(apiUrl, appBaseUrl).href;
  } catch {
    return apiUrl;
  }
}

export function createJourneyActors(deps: JourneyActorDeps): JourneyActors {
  const connection = deps.connection ?? createPlatformConnection();
  const today = deps.today ?? (() => new Date());
  const { fetch: fetchStub, ...httpTuning } = deps.http ?? {};
  /** The platform client's options (services/http.ts), built in the lazy chunk with the first platform call. */
  const httpOptions = (baseURL: string, timeoutMs?: number): HttpOptions => ({
    ...(timeoutMs ? { timeoutMs } : {}),
    ...httpTuning,
    baseURL,
    clientContext: deps.clientContext,
    getAccessToken: deps.getAccessToken,
  });
  let laterWork: Promise<LaterActors> | undefined;
  /** Builds the platform clients ahead of the first call (loadStartup sets it). */
  let clientsAhead: (() => unknown) | undefined;
  const startup = createStartupApi({
    ...httpTuning,
    ...(fetchStub ? { fetch: fetchStub } : {}),
    baseUrl: deps.appBaseUrl,
    today,
    clientContext: deps.clientContext,
  });

  /** Runs one actor's work; whatever goes wrong leaves as a logged JourneyError named after the actor. */
  async function run<T>(source: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = toJourneyError(source, error);
      if (failure.code !== 'cancelled') deps.logError?.(failure);
      throw failure;
    }
  }

  const later = () => {
    laterWork ??= platformClients().then(
      (module) => module.createLaterActors({ deps, connection, run }),
      (error: unknown) => {
        laterWork = undefined;
        throw error;
      },
    );
    return laterWork;
  };
  buildAhead = () => {
    later().catch(() => undefined);
    clientsAhead?.();
  };

  return {
    loadStartup: fromPromise<LoadStartupOutput, LoadStartupInput>(({ input, signal }) =>
      run('loadStartup', async () => {
        // doc 1 §4 "Start-up": runtime configuration, the date-ranged document list and product content, read at
        // once (none needs another; index.html preloads the first two beside the script, issue 16).
        const [config, documents, productContent] = await Promise.all([
          startup.fetchConfig({ signal }),
          startup.fetchDocumentList({ signal }),
          startup.fetchProductContent(input.productCode, { signal }),
        ]);
        connection.config = config;
        const apiBase = resolveApiBase(config.apiUrl, deps.appBaseUrl);
        const options = httpOptions(apiBase, config.requestTimeout);
        connection.sendEventsLeaving = (bankId, events) => {
          // doc 1 §6: only CB and YB go in an API path (the interval's send checks it with assertApiBankId)
          if (bankId !== 'CB' && bankId !== 'YB') return;
          const path = eventsPath(config.eventsUrl, bankId);
          const url = /^https?:\/\//.test(path) ? path : `${apiBase.replace(/\/+$/, '')}${path}`;
          postAsThePageGoes(
            fetchStub ?? ((input, init) => fetch(input, init)),
            url,
            { events },
            {
              clientContext: deps.clientContext,
              serviceVersion: SERVICE_VERSIONS.users,
              accessToken: deps.getAccessToken(),
            },
          );
        };
        const clients = async () =>
          (await platformClients()).createPlatformClients(options, { eventsUrl: config.eventsUrl });
        let created: ReturnType<typeof clients> | undefined;
        const client = async <K extends 'api' | 'auth' | 'registration' | 'joint'>(name: K) => {
          created ??= clients();
          return (await created)[name];
        };
        clientsAhead = () => client('api').catch(() => undefined);
        connection.api = loadedOnFirstCall(() => client('api'));
        connection.auth = loadedOnFirstCall(() => client('auth'));
        connection.registration = loadedOnFirstCall(() => client('registration'));
        connection.joint = loadedOnFirstCall(() => client('joint'));
        return { config, documents, productContent };
      }),
    ),

    ...laterActors(run, later),
  };
}

/** Every actor of the chart but loadStartup (machines/actorContracts.ts), by name. */
const LATER_ACTOR_NAMES = Object.keys(actorContracts).filter((name): name is LaterActorName => name !== 'loadStartup');

/**
 * The chart's actors after start-up, each loading its work (services/laterActors.ts, in the platform clients' chunk)
 * with the first call (issue 16: 2 KiB brotli off the start page). A chunk that cannot be fetched fails the call as a
 * JourneyError named after the actor, and the next call fetches it again.
 */
function laterActors(
  run: <T>(source: string, work: () => Promise<T>) => Promise<T>,
  load: () => Promise<LaterActors>,
): Omit<JourneyActors, 'loadStartup'> {
  return Object.fromEntries(
    LATER_ACTOR_NAMES.map((name) => [
      name,
      fromPromise(async ({ input, signal }) => {
        const work = await run(name, load);
        return (work[name] as (input: unknown, signal: AbortSignal) => Promise<unknown>)(input, signal);
      }),
    ]),
  ) as unknown as Omit<JourneyActors, 'loadStartup'>;
}
