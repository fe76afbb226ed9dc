// The chart's actors after start-up (machines/actorContracts.ts, every one but loadStartup): what each does once
// the platform's call modules are loaded. This module is in the platform clients' chunk (services/platformClients.ts
// re-exports it), fetched with the first call or once the applicant is past the start page, never with the start page
// (issue 16); services/actors.ts gives the chart an actor per name that runs the work here.
import type { InputFrom, OutputFrom } from 'xstate';
import { marketingPreferencesLoadable } from '../content/fields/customerRecords';
import { findProductByApiCode } from '../content/products';
import type { ApplicationForm } from '../contract/applicationForm';
import type { JointInvitationRequest } from '../contract/jointSchemas';
import { fromEnquiry, toEnquiry } from '../contract/mapping';
import type { Offer as OfferSchema } from '../contract/offerSchemas';
import { switchPayload } from '../contract/switchMapping';
import type { JointLinkOutput, JourneyActors, JourneyError, Offer, SaveCaseInput } from '../machines/actorContracts';
import type { JourneyActorDeps, PlatformConnection } from './actorDeps';
import { afterNextPaint } from './afterPaint';
import { deviceBlackbox } from './clientContext';
import { fromDipCase } from './dipCase';
import { journeyError } from './errors';

export type LaterActorName = Exclude<keyof JourneyActors, 'loadStartup'>;

/** Each later actor's work: its input and the abort signal in, its output out. */
export type LaterActors = {
  [K in LaterActorName]: (
    input: InputFrom<JourneyActors[K]>,
    signal: AbortSignal,
  ) => Promise<OutputFrom<JourneyActors[K]>>;
};

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

export interface LaterActorsContext {
  deps: JourneyActorDeps;
  /** Filled by loadStartup with the configuration and the platform's clients. */
  connection: PlatformConnection;
  /** Runs one actor's work; whatever goes wrong leaves as a logged JourneyError named after the actor. */
  run: <T>(source: string, work: () => Promise<T>) => Promise<T>;
}

export function createLaterActors({ deps, connection, run }: LaterActorsContext): LaterActors {
  const blackbox = deps.deviceBlackbox ?? deviceBlackbox;

  function auth(source: string) {
    if (!connection.auth) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.auth;
  }

  function registration(source: string) {
    if (!connection.registration) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.registration;
  }

  function joint(source: string) {
    if (!connection.joint) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.joint;
  }

  function platform(source: string) {
    if (!connection.api) throw journeyError(source, 'config_not_loaded', 0, 'loadStartup has not completed');
    return connection.api;
  }

  function enquiryOf(input: SaveCaseInput) {
    return toEnquiry(input.form, {
      productCode: input.form.productCode ?? '',
      // the product's sub type (doc 2 §7.1 product.sub_type); the variant is read from the form by toEnquiry
      subType: input.form.subType,
      applicationType: applicationTypeOf(input.form),
    });
  }

  return {
    createCase: (input, signal) =>
      run('createCase', async () => {
        // Step 1's Continue shows step 2 at once (machines/capture.ts employmentDetails.confirming): mapping the form,
        // checking it and sending it wait for that screen's paint, as an update's do (issue 16).
        await afterNextPaint();
        const { bankId, productType, subType } = input;
        const created = await platform('createCase').createCase({ bankId, productType, subType }, enquiryOf(input), {
          signal,
        });
        // issue 10: the case token (sent as Bearer on every later case call) and the tab's resume token
        return {
          caseId: created.reference_id,
          taskUri: created.task_uri,
          ...(created.access_token ? { accessToken: created.access_token } : {}),
          ...(created.resume_token ? { resumeToken: created.resume_token } : {}),
        };
      }),

    updateCase: (input, signal) =>
      run('updateCase', async () => {
        // No screen waits for this answer (step 2's Continue shows review at once): mapping the form, checking it and
        // sending it wait for that screen's paint (issue 16).
        await afterNextPaint();
        const { bankId, productType, subType, caseId } = input;
        if (!caseId) throw journeyError('updateCase', 'missing_case_id', 0);
        const updated = await platform('updateCase').updateCase(
          { bankId, productType, subType, caseId },
          enquiryOf(input),
          { signal },
        );
        return {
          caseId: updated.reference_id,
          taskUri: updated.task_uri,
          ...(updated.resume_token ? { resumeToken: updated.resume_token } : {}),
        };
      }),

    submitCase: (input, signal) =>
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

    // A reload of the tab (platform/README.md "Case tokens"): the kept resume token for a fresh case token.
    resumeCase: (input, signal) =>
      run('resumeCase', async () => {
        const { resumeToken, ...ref } = input;
        const resumed = await platform('resumeCase').resumeCase(ref, resumeToken, { signal });
        return { accessToken: resumed.access_token, resumeToken: resumed.resume_token };
      }),

    fetchNextTask: (input, signal) =>
      run('fetchNextTask', () => platform('fetchNextTask').fetchNextTask(input, { signal })),

    fetchCompletedCase: (input, signal) =>
      run('fetchCompletedCase', async () => {
        const completed = await platform('fetchCompletedCase').fetchCompletedCase(input, { signal });
        return { customerNumber: completed.customer_number, accounts: completed.accounts };
      }),

    searchAddresses: (input, signal) =>
      run('searchAddresses', () =>
        platform('searchAddresses').searchAddresses(input.postcode, input.houseNumber, { signal }),
      ),

    fetchAddress: (input, signal) =>
      run('fetchAddress', () => platform('fetchAddress').fetchAddress(input.addressRef, { signal })),

    // doc 2 §5.5: a 404 is an answer, not a fault: the details are not found, so they are invalid.
    searchBank: (input, signal) =>
      run('searchBank', async () => {
        try {
          const found = await platform('searchBank').searchBank(input.sortCode, input.accountNumber, { signal });
          return { found: true as const, bankName: found.bank_name, branch: found.branch };
        } catch (error) {
          if ((error as Partial<JourneyError>).status === 404) return { found: false as const };
          throw error;
        }
      }),

    fetchOffers: (input, signal) =>
      run('fetchOffers', async () => {
        const { offers } = await platform('fetchOffers').fetchOffers(input, { signal });
        return offers.map(toChartOffer);
      }),

    updateOffer: (input, signal) =>
      run('updateOffer', async () => {
        const { offerId, offerLimit, ...ref } = input;
        return toChartOffer(await platform('updateOffer').updateOffer(ref, offerId, offerLimit, { signal }));
      }),

    decideOffer: (input, signal) =>
      run('decideOffer', async () => {
        const { offers, documents, ...ref } = input;
        await platform('decideOffer').decideOffer(
          ref,
          { offers, ...(documents?.length ? { audit_info: { documents } } : {}) },
          { signal },
        );
      }),

    // doc 1 §7 evidence, doc 2 §9: a screenshot at scale 0.5, JPEG quality 0.92, sent in string chunks.
    // doc 1 §4 "Login: optional bank id lookup, access challenge": a DYB or VM customer may be at either regional
    // bank (doc 2 §3.1 bankID), so the login asks GET /users/{username} first and challenges at the bank it names.
    createChallenge: (input, signal) =>
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

    // Registration (doc 1 §7): the public key, the credentials check, the question list and the encrypted PUT.
    fetchPublicKey: (input, signal) =>
      run('fetchPublicKey', () => registration('fetchPublicKey').fetchPublicKey(input.bankId, { signal })),
    fetchCredentials: (input, signal) =>
      run('fetchCredentials', () => registration('fetchCredentials').fetchCredentials(input.bankId, { signal })),
    fetchSecurityQuestions: (input, signal) =>
      run('fetchSecurityQuestions', () =>
        registration('fetchSecurityQuestions').fetchSecurityQuestions(input.bankId, { signal }),
      ),
    updateCredentials: (input, signal) =>
      run('updateCredentials', () => registration('updateCredentials').updateCredentials(input, { signal })),

    sendOtp: (input, signal) =>
      run('sendOtp', () => auth('sendOtp').sendOtp(input.bankId, input.sessionId, { signal })),

    requestToken: (input, signal) => run('requestToken', () => auth('requestToken').requestToken(input, { signal })),

    // doc 1 §7: the decision-in-principle case a link's uuid names, as the form it starts (services/dipCase.ts).
    retrieveDipCase: (input, signal) =>
      run('retrieveDipCase', async () => {
        return fromDipCase(await platform('retrieveDipCase').retrieveDipCase(input.bankId, input.uuid, { signal }));
      }),

    fetchCurrentUser: (_input, signal) =>
      run('fetchCurrentUser', () => auth('fetchCurrentUser').fetchCurrentUser({ signal })),

    // doc 1 §4 "Existing-customer data": marketing preferences load only if there are 0 or 5, otherwise a UI error
    // (logged; the chart leaves the five questions to be asked).
    fetchCustomerDetails: (input, signal) =>
      run('fetchCustomerDetails', async () => {
        const details = await auth('fetchCustomerDetails').fetchCustomerDetails(input.bankId, { signal });
        const count = details.marketingPreferences.length;
        if (!marketingPreferencesLoadable(count)) {
          deps.logError?.(journeyError('ui', 'marketing_preferences_count', 0, `${count} marketing preferences`));
        }
        return details;
      }),

    // A saved case's captured data, for resuming it (doc 1 §4 "Portal", the resume link): its enquiry as the form,
    // with the product it is for.
    fetchCaptureTask: (input, signal) =>
      run('fetchCaptureTask', async () => {
        const { enquiry } = await platform('fetchCaptureTask').fetchCaptureTask(input, { signal });
        // the product code with its IM prefix where the catalogue has one (doc 2 §3.10)
        const productCode = findProductByApiCode(enquiry.product.code)?.code ?? enquiry.product.code;
        return { ...fromEnquiry(enquiry), productCode };
      }),

    fetchCustomerProfile: (input, signal) =>
      run('fetchCustomerProfile', () =>
        auth('fetchCustomerProfile').fetchCustomerProfile(input.bankId, (deps.today ?? (() => new Date()))(), {
          signal,
        }),
      ),

    fetchPortalCases: (input, signal) =>
      run('fetchPortalCases', () => auth('fetchPortalCases').fetchPortalCases(input.bankId, { signal })),

    sendEvidence: (input, signal) =>
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

    // doc 1 §4 "Joint" (letter code), §8: a 401 with 321 or 320 reaches the chart as a JourneyError with that code.
    submitLetterCode: (input, signal) =>
      run('submitLetterCode', async () => {
        const { letterCode, ...ref } = input;
        const answer = await platform('submitLetterCode').submitLetterCode(ref, letterCode, { signal });
        return { taskUri: answer.task_uri };
      }),

    // doc 1 §4 "Call validation (3D)", doc 2 §3.5.
    fetchCallValidationQuestions: (input, signal) =>
      run('fetchCallValidationQuestions', async () => {
        const { questions } = await platform('fetchCallValidationQuestions').fetchCallValidationQuestions(input, {
          signal,
        });
        return questions;
      }),

    // doc 1 §4 "Switch", doc 2 §7.2: the switch page's values as the switch payload; a 409 carries the switch code.
    submitSwitch: (input, signal) =>
      run('submitSwitch', async () => {
        const payload = switchPayload(input.values, input.newAccount, input.nationality);
        const answer = await platform('submitSwitch').submitSwitch(input.bankId, payload, { signal });
        return { switchId: answer.switch_id, code: answer.code };
      }),

    // The answers are the ids of the platform's own multiple-choice answers, not typed secrets: sent as they are.
    submitCallValidation: (input, signal) =>
      run('submitCallValidation', async () => {
        const { answers, ...ref } = input;
        const answer = await platform('submitCallValidation').submitCallValidation(
          ref,
          { challenges: answers.map((item) => ({ question_id: item.questionId, answer: item.answerId })) },
          { signal },
        );
        return { result: answer.result, taskUri: answer.task_uri };
      }),

    // doc 1 §7: GET .../tasks/pending/lettercode -> joint_link_code (the primary applicant's code to pass on).
    fetchJointLinkCode: (input, signal) =>
      run('fetchJointLinkCode', async () => {
        const answer = await joint('fetchJointLinkCode').fetchJointLinkCode(input, { signal });
        return { linkCode: answer.joint_link_code };
      }),

    // doc 1 §4 "Joint", §8: 319 (the bad-code modal) and 324 (bank mismatch) reach the chart as JourneyErrors.
    checkJointLinkCode: (input, signal) =>
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

    // WEB-JOINT-AUTHENTICATION: the existing customer who joined logged in; their login now speaks for the case.
    claimJointApplicant: (input, signal) =>
      run('claimJointApplicant', async () => {
        const { resumeToken, ...ref } = input;
        const answer = await joint('claimJointApplicant').claimJointApplicant(ref, resumeToken, { signal });
        return { applicantIndex: answer.applicant_index };
      }),

    // doc 3 "Joint pages": the second person joins by invitation sent by email and text.
    sendJointInvitation: (input, signal) =>
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
  };
}
