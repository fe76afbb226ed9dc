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
import { fromPromise } from 'xstate';
import { findProductByApiCode } from '../content/products';
import type {
  AddressFetchInput,
  AddressFetchOutput,
  AddressSearchInput,
  AddressSearchOutput,
  BankSearchInput,
  BankSearchOutput,
  CallValidationInput,
  CallValidationOutput,
  CaseRef,
  ChallengeInput,
  ChallengeOutput,
  CompletedCaseOutput,
  CredentialsOutput,
  CurrentUserOutput,
  CustomerDetailsOutput,
  DecideOfferInput,
  DipCaseInput,
  DipCaseOutput,
  EvidenceInput,
  JointInvitationInput,
  JointLinkOutput,
  JourneyActors,
  JourneyError,
  LetterCodeInput,
  LoadStartupInput,
  LoadStartupOutput,
  NextTaskOutput,
  Offer,
  OtpSentOutput,
  PortalCase,
  PublicKeyOutput,
  RegistrationQuestion,
  ResumeCaseInput,
  ResumeCaseOutput,
  SaveCaseInput,
  SaveCaseOutput,
  SecurityQuestion,
  SubmitCaseOutput,
  SubmitSwitchInput,
  SubmitSwitchOutput,
  TokenInput,
  TokenOutput,
  UpdateCredentialsInput,
  UpdateOfferInput,
} from '../machines/actorContracts';
import type { CustomerProfile } from '../machines/regularSaver';
import type { PlatformApi } from './api';
import type { createAuthApi } from './authApi';
import type { createRegistrationApi } from './registrationApi';
import { createStartupApi } from './startupApi';

type AuthApi = ReturnType<typeof createAuthApi>;
type RegistrationApi = ReturnType<typeof createRegistrationApi>;

import type { ApplicationForm } from '../contract/applicationForm';
import type { JointInvitationRequest } from '../contract/jointSchemas';
import type { Offer as OfferSchema } from '../contract/offerSchemas';
import type { AnalyticsEvent, RuntimeConfig } from '../contract/schemas';
import { eventsPath, postAsThePageGoes, SERVICE_VERSIONS } from './callPolicy';
import { type ClientContext, deviceBlackbox } from './clientContext';
import { journeyError, toJourneyError } from './errors';
import type { HttpOptions } from './http';
import type { JointApi } from './jointApi';

/** The platform's call modules (services/platformClients.ts): fetched with the first call, not with the start page. */
const platformClients = () => import('./platformClients');

/**
 * Fetches and evaluates the platform's call modules ahead of the first call (the app does it once the applicant is
 * past the start page), so step 1's Continue does not wait for them nor compile them (issue 16).
 */
export function preloadPlatformClients(): void {
  platformClients().catch(() => undefined);
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

export function createPlatformConnection(): PlatformConnection {
  return { config: undefined, api: undefined, auth: undefined };
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

/** doc 1 "Joint": subtype JOINT is set on joint routes; a link code also makes the application joint. */
function applicationTypeOf(form: ApplicationForm): 'sole' | 'joint' {
  return form.subType?.toUpperCase() === 'JOINT' || form.jointLinkCode ? 'joint' : 'sole';
}

/** Characters of base64 per evidence chunk (doc 2 §7.3: "data as an array of string chunks"). */
const EVIDENCE_CHUNK = 64 * 1024;

export function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks.length ? chunks : [''];
}

/** The API's offer as the chart's: product codes with their IM prefix where the catalogue has one. */
export function toChartOffer(offer: OfferSchema): Offer {
  const code = offer.product.code;
  const creditLimit = offer.features?.credit_limit;
  return {
    id: offer.id,
    productCode: findProductByApiCode(code)?.code ?? (/^\d+$/.test(code) ? `IM${code}` : code),
    ...(creditLimit
      ? {
          creditLimit: {
            minimum: creditLimit.minimum,
            offerLimit: creditLimit.offer_limit,
            incomeProofRequired: creditLimit.income_proof_required,
            updateOffer: creditLimit.update_offer,
          },
        }
      : {}),
    documents: offer.documents,
  };
}

export function createJourneyActors(deps: JourneyActorDeps): JourneyActors {
  const connection = deps.connection ?? createPlatformConnection();
  const today = deps.today ?? (() => new Date());
  const blackbox = deps.deviceBlackbox ?? deviceBlackbox;
  const { fetch: fetchStub, ...httpTuning } = deps.http ?? {};
  /** The platform client's options (services/http.ts), built in the lazy chunk with the first platform call. */
  const httpOptions = (baseURL: string, timeoutMs?: number): HttpOptions => ({
    ...(timeoutMs ? { timeoutMs } : {}),
    ...httpTuning,
    baseURL,
    clientContext: deps.clientContext,
    getAccessToken: deps.getAccessToken,
  });
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

  function auth(source: string): AuthApi {
    if (!connection.auth) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.auth;
  }

  function registration(source: string): RegistrationApi {
    if (!connection.registration) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.registration;
  }

  function joint(source: string): JointApi {
    if (!connection.joint) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.joint;
  }

  function platform(source: string): PlatformApi {
    if (!connection.api) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.api;
  }

  async function enquiryOf(input: SaveCaseInput) {
    const { toEnquiry } = await platformClients();
    return toEnquiry(input.form, {
      productCode: input.form.productCode ?? '',
      // the product's sub type (doc 2 §7.1 product.sub_type); the variant is read from the form by toEnquiry
      subType: input.form.subType,
      applicationType: applicationTypeOf(input.form),
    });
  }

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
        connection.api = loadedOnFirstCall(() => client('api'));
        connection.auth = loadedOnFirstCall(() => client('auth'));
        connection.registration = loadedOnFirstCall(() => client('registration'));
        connection.joint = loadedOnFirstCall(() => client('joint'));
        return { config, documents, productContent };
      }),
    ),

    createCase: fromPromise<SaveCaseOutput, SaveCaseInput>(({ input, signal }) =>
      run('createCase', async () => {
        const { bankId, productType, subType } = input;
        const created = await platform('createCase').createCase(
          { bankId, productType, subType },
          await enquiryOf(input),
          {
            signal,
          },
        );
        // issue 10: the case token (sent as Bearer on every later case call) and the tab's resume token
        return {
          caseId: created.reference_id,
          taskUri: created.task_uri,
          ...(created.access_token ? { accessToken: created.access_token } : {}),
          ...(created.resume_token ? { resumeToken: created.resume_token } : {}),
        };
      }),
    ),

    updateCase: fromPromise<SaveCaseOutput, SaveCaseInput>(({ input, signal }) =>
      run('updateCase', async () => {
        const { bankId, productType, subType, caseId } = input;
        if (!caseId) throw journeyError('updateCase', 'missing_case_id', 0);
        const updated = await platform('updateCase').updateCase(
          { bankId, productType, subType, caseId },
          await enquiryOf(input),
          { signal },
        );
        return {
          caseId: updated.reference_id,
          taskUri: updated.task_uri,
          ...(updated.resume_token ? { resumeToken: updated.resume_token } : {}),
        };
      }),
    ),

    submitCase: fromPromise<SubmitCaseOutput, CaseRef>(({ input, signal }) =>
      run('submitCase', async () => {
        const submitted = await platform('submitCase').submitCase(input, { blackbox: blackbox() }, { signal });
        // doc 2 §7.1: "a new access token is returned for new customers"; the chart keeps it.
        return {
          caseId: submitted.reference_id,
          taskUri: submitted.task_uri,
          accessToken: submitted.access_token,
          ...(submitted.resume_token ? { resumeToken: submitted.resume_token } : {}),
        };
      }),
    ),

    // A reload of the tab (platform/README.md "Case tokens"): the kept resume token for a fresh case token.
    resumeCase: fromPromise<ResumeCaseOutput, ResumeCaseInput>(({ input, signal }) =>
      run('resumeCase', async () => {
        const { resumeToken, ...ref } = input;
        const resumed = await platform('resumeCase').resumeCase(ref, resumeToken, { signal });
        return { accessToken: resumed.access_token, resumeToken: resumed.resume_token };
      }),
    ),

    fetchNextTask: fromPromise<NextTaskOutput, CaseRef>(({ input, signal }) =>
      run('fetchNextTask', () => platform('fetchNextTask').fetchNextTask(input, { signal })),
    ),

    fetchCompletedCase: fromPromise<CompletedCaseOutput, CaseRef>(({ input, signal }) =>
      run('fetchCompletedCase', async () => {
        const completed = await platform('fetchCompletedCase').fetchCompletedCase(input, { signal });
        return { customerNumber: completed.customer_number, accounts: completed.accounts };
      }),
    ),

    searchAddresses: fromPromise<AddressSearchOutput, AddressSearchInput>(({ input, signal }) =>
      run('searchAddresses', () =>
        platform('searchAddresses').searchAddresses(input.postcode, input.houseNumber, { signal }),
      ),
    ),

    fetchAddress: fromPromise<AddressFetchOutput, AddressFetchInput>(({ input, signal }) =>
      run('fetchAddress', () => platform('fetchAddress').fetchAddress(input.addressRef, { signal })),
    ),

    // doc 2 §5.5: a 404 is an answer, not a fault: the details are not found, so they are invalid.
    searchBank: fromPromise<BankSearchOutput, BankSearchInput>(({ input, signal }) =>
      run('searchBank', async () => {
        try {
          const found = await platform('searchBank').searchBank(input.sortCode, input.accountNumber, { signal });
          return { found: true as const, bankName: found.bank_name, branch: found.branch };
        } catch (error) {
          if ((error as Partial<JourneyError>).status === 404) return { found: false as const };
          throw error;
        }
      }),
    ),

    fetchOffers: fromPromise<Offer[], CaseRef>(({ input, signal }) =>
      run('fetchOffers', async () => {
        const { offers } = await platform('fetchOffers').fetchOffers(input, { signal });
        return offers.map(toChartOffer);
      }),
    ),

    updateOffer: fromPromise<Offer, UpdateOfferInput>(({ input, signal }) =>
      run('updateOffer', async () => {
        const { offerId, offerLimit, ...ref } = input;
        return toChartOffer(await platform('updateOffer').updateOffer(ref, offerId, offerLimit, { signal }));
      }),
    ),

    decideOffer: fromPromise<void, DecideOfferInput>(({ input, signal }) =>
      run('decideOffer', async () => {
        const { offers, documents, ...ref } = input;
        await platform('decideOffer').decideOffer(
          ref,
          { offers, ...(documents?.length ? { audit_info: { documents } } : {}) },
          { signal },
        );
      }),
    ),

    // doc 1 §7 evidence, doc 2 §9: a screenshot at scale 0.5, JPEG quality 0.92, sent in string chunks.
    // doc 1 §4 "Login: optional bank id lookup, access challenge": a DYB or VM customer may be at either regional
    // bank (doc 2 §3.1 bankID), so the login asks GET /users/{username} first and challenges at the bank it names.
    createChallenge: fromPromise<ChallengeOutput, ChallengeInput>(({ input, signal }) =>
      run('createChallenge', async () => {
        const login = input.identity.username ?? input.identity.customerNumber;
        const bankId =
          input.findBank && login ? await auth('createChallenge').fetchUserBank(login, { signal }) : undefined;
        const challenge = await auth('createChallenge').createChallenge(
          bankId ?? input.bankId,
          input.identity,
          input.scope,
          {
            signal,
            ...(input.preferScheme ? { preferScheme: input.preferScheme } : {}),
          },
        );
        return bankId ? { ...challenge, bankId } : challenge;
      }),
    ),

    // Registration (doc 1 §7): the public key, the credentials check, the question list and the encrypted PUT.
    fetchPublicKey: fromPromise<PublicKeyOutput, { bankId: string }>(({ input, signal }) =>
      run('fetchPublicKey', () => registration('fetchPublicKey').fetchPublicKey(input.bankId, { signal })),
    ),
    fetchCredentials: fromPromise<CredentialsOutput, { bankId: string }>(({ input, signal }) =>
      run('fetchCredentials', () => registration('fetchCredentials').fetchCredentials(input.bankId, { signal })),
    ),
    fetchSecurityQuestions: fromPromise<RegistrationQuestion[], { bankId: string }>(({ input, signal }) =>
      run('fetchSecurityQuestions', () =>
        registration('fetchSecurityQuestions').fetchSecurityQuestions(input.bankId, { signal }),
      ),
    ),
    updateCredentials: fromPromise<CredentialsOutput, UpdateCredentialsInput>(({ input, signal }) =>
      run('updateCredentials', () => registration('updateCredentials').updateCredentials(input, { signal })),
    ),

    sendOtp: fromPromise<OtpSentOutput, { bankId: string; sessionId: string }>(({ input, signal }) =>
      run('sendOtp', () => auth('sendOtp').sendOtp(input.bankId, input.sessionId, { signal })),
    ),

    requestToken: fromPromise<TokenOutput, TokenInput>(({ input, signal }) =>
      run('requestToken', () => auth('requestToken').requestToken(input, { signal })),
    ),

    // doc 1 §7: the decision-in-principle case a link's uuid names, as the form it starts (services/dipCase.ts).
    retrieveDipCase: fromPromise<DipCaseOutput, DipCaseInput>(({ input, signal }) =>
      run('retrieveDipCase', async () => {
        const { fromDipCase } = await platformClients();
        return fromDipCase(await platform('retrieveDipCase').retrieveDipCase(input.bankId, input.uuid, { signal }));
      }),
    ),

    fetchCurrentUser: fromPromise<CurrentUserOutput, { bankId: string }>(({ signal }) =>
      run('fetchCurrentUser', () => auth('fetchCurrentUser').fetchCurrentUser({ signal })),
    ),

    // doc 1 §4 "Existing-customer data": marketing preferences load only if there are 0 or 5, otherwise a UI error
    // (logged; the chart leaves the five questions to be asked).
    fetchCustomerDetails: fromPromise<CustomerDetailsOutput, { bankId: string }>(({ input, signal }) =>
      run('fetchCustomerDetails', async () => {
        const details = await auth('fetchCustomerDetails').fetchCustomerDetails(input.bankId, { signal });
        const { marketingPreferencesLoadable } = await platformClients();
        const count = details.marketingPreferences.length;
        if (!marketingPreferencesLoadable(count)) {
          deps.logError?.(journeyError('ui', 'marketing_preferences_count', 0, `${count} marketing preferences`));
        }
        return details;
      }),
    ),

    // A saved case's captured data, for resuming it (doc 1 §4 "Portal", the resume link): its enquiry as the form,
    // with the product it is for.
    fetchCaptureTask: fromPromise<ApplicationForm, CaseRef>(({ input, signal }) =>
      run('fetchCaptureTask', async () => {
        const { enquiry } = await platform('fetchCaptureTask').fetchCaptureTask(input, { signal });
        // the product code with its IM prefix where the catalogue has one (doc 2 §3.10)
        const productCode = findProductByApiCode(enquiry.product.code)?.code ?? enquiry.product.code;
        const { fromEnquiry } = await platformClients();
        return { ...fromEnquiry(enquiry), productCode };
      }),
    ),

    fetchCustomerProfile: fromPromise<CustomerProfile, { bankId: string }>(({ input, signal }) =>
      run('fetchCustomerProfile', () =>
        auth('fetchCustomerProfile').fetchCustomerProfile(input.bankId, (deps.today ?? (() => new Date()))(), {
          signal,
        }),
      ),
    ),

    fetchPortalCases: fromPromise<PortalCase[], { bankId: string }>(({ input, signal }) =>
      run('fetchPortalCases', () => auth('fetchPortalCases').fetchPortalCases(input.bankId, { signal })),
    ),

    sendEvidence: fromPromise<void, EvidenceInput>(({ input, signal }) =>
      run('sendEvidence', async () => {
        if (!deps.captureScreenshot) throw journeyError('sendEvidence', 'screenshot_unavailable', 0);
        const dataUrl = await deps.captureScreenshot();
        const { context, ...ref } = input;
        await platform('sendEvidence').sendEvidence(
          ref,
          {
            context,
            capture_timestamp: (deps.today ?? (() => new Date()))().toISOString(),
            image: { mime_type: 'image/jpeg', data: chunksOf(dataUrl.replace(/^data:[^,]*,/, ''), EVIDENCE_CHUNK) },
          },
          { signal },
        );
      }),
    ),

    // doc 1 §4 "Joint" (letter code), §8: a 401 with 321 or 320 reaches the chart as a JourneyError with that code.
    submitLetterCode: fromPromise<{ taskUri: string }, LetterCodeInput>(({ input, signal }) =>
      run('submitLetterCode', async () => {
        const { letterCode, ...ref } = input;
        const answer = await platform('submitLetterCode').submitLetterCode(ref, letterCode, { signal });
        return { taskUri: answer.task_uri };
      }),
    ),

    // doc 1 §4 "Call validation (3D)", doc 2 §3.5.
    fetchCallValidationQuestions: fromPromise<SecurityQuestion[], CaseRef>(({ input, signal }) =>
      run('fetchCallValidationQuestions', async () => {
        const { questions } = await platform('fetchCallValidationQuestions').fetchCallValidationQuestions(input, {
          signal,
        });
        return questions;
      }),
    ),

    // doc 1 §4 "Switch", doc 2 §7.2: the switch page's values as the switch payload; a 409 carries the switch code.
    submitSwitch: fromPromise<SubmitSwitchOutput, SubmitSwitchInput>(({ input, signal }) =>
      run('submitSwitch', async () => {
        const { switchPayload } = await platformClients();
        const payload = switchPayload(input.values, input.newAccount, input.nationality);
        const answer = await platform('submitSwitch').submitSwitch(input.bankId, payload, { signal });
        return { switchId: answer.switch_id, code: answer.code };
      }),
    ),

    // The answers are the ids of the platform's own multiple-choice answers, not typed secrets: sent as they are.
    submitCallValidation: fromPromise<CallValidationOutput, CallValidationInput>(({ input, signal }) =>
      run('submitCallValidation', async () => {
        const { answers, ...ref } = input;
        const answer = await platform('submitCallValidation').submitCallValidation(
          ref,
          { challenges: answers.map((item) => ({ question_id: item.questionId, answer: item.answerId })) },
          { signal },
        );
        return { result: answer.result, taskUri: answer.task_uri };
      }),
    ),

    // doc 1 §7: GET .../tasks/pending/lettercode -> joint_link_code (the primary applicant's code to pass on).
    fetchJointLinkCode: fromPromise<{ linkCode: string | null }, CaseRef>(({ input, signal }) =>
      run('fetchJointLinkCode', async () => {
        const answer = await joint('fetchJointLinkCode').fetchJointLinkCode(input, { signal });
        return { linkCode: answer.joint_link_code };
      }),
    ),

    // doc 1 §4 "Joint", §8: 319 (the bad-code modal) and 324 (bank mismatch) reach the chart as JourneyErrors.
    checkJointLinkCode: fromPromise<JointLinkOutput, { bankId: string; code: string }>(({ input, signal }) =>
      run('checkJointLinkCode', async () => {
        const linked = await joint('checkJointLinkCode').checkJointLinkCode(input.bankId, input.code, { signal });
        return {
          caseId: linked.reference_id,
          bankId: linked.bank_id,
          productType: linked.case_type.slice('csap'.length) as JointLinkOutput['productType'],
          subType: linked.sub_type,
          productCode: findProductByApiCode(linked.product_code)?.code ?? linked.product_code,
          taskUri: linked.task_uri,
          accessToken: linked.access_token,
          resumeToken: linked.resume_token,
        };
      }),
    ),

    // WEB-JOINT-AUTHENTICATION: the existing customer who joined logged in; their login now speaks for the case.
    claimJointApplicant: fromPromise<{ applicantIndex: number }, ResumeCaseInput>(({ input, signal }) =>
      run('claimJointApplicant', async () => {
        const { resumeToken, ...ref } = input;
        const answer = await joint('claimJointApplicant').claimJointApplicant(ref, resumeToken, { signal });
        return { applicantIndex: answer.applicant_index };
      }),
    ),

    // doc 3 "Joint pages": the second person joins by invitation sent by email and text.
    sendJointInvitation: fromPromise<{ sent: number }, JointInvitationInput>(({ input, signal }) =>
      run('sendJointInvitation', async () => {
        const { email, mobile, brandId, ...ref } = input;
        const answer = await joint('sendJointInvitation').sendJointInvitation(
          ref,
          {
            ...(email ? { email } : {}),
            ...(mobile ? { mobile } : {}),
            brand_id: brandId as JointInvitationRequest['brand_id'],
          },
          { signal },
        );
        return { sent: answer.invitations.length };
      }),
    ),
  };
}
