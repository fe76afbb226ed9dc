// The joint region's own guards and actions (doc 1 §4 "Joint", §8 319 and 324; doc 3 "Joint pages"; issue 12),
// composed into the one setup() by setup.ts.
import { jointRefusal, PRODUCT_BLACKLIST_SOURCE } from '../content/productBlocking';
import { PRODUCT_TYPES } from '../content/productFacts';
import type { JointLinkOutput } from './actorContracts';
import { productOf } from './guards';
import type { JointState, JourneyContext } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign } from './logic';
import { normalisePath } from './routes';

/** doc 1 §8: "319 link case request invalid (joint modal)", "324 joint bank mismatch". */
export const LINK_CASE_INVALID = '319';
export const JOINT_BANK_MISMATCH = '324';

export const EMPTY_JOINT: JointState = {
  role: undefined,
  linkCode: undefined,
  entered: undefined,
  errorCode: undefined,
  mismatchBankId: undefined,
  invitation: 'none',
};

/** doc 1 route table and web task WEB-JOINT-AUTHENTICATION: where the login app brings the second applicant back. */
export const JOINT_AUTHENTICATION_ROUTE = '/joint/authentication';

/** The paths where the second applicant starts (doc 1 route table; the savings landing variant's too). */
const JOIN_PATHS = ['/joint/join', '/joint/secondary-applicant'];

/**
 * The link code a joint link carries (doc 1 §2 query `jointLinkCode`, `link_code`, `code`). The spec lists `code`
 * without its use; on a joint route it is read as the link code of the invitation (doc 3 §2 "joins with the link code
 * or by invitation"), and only when it has a link code's shape (7 digits, doc 3 §5), so another kind of code never
 * shows in the field.
 */
export function linkCodeOfEntry(entry: JourneyContext['entry']): string | undefined {
  const code = entry.code && /^\d{7}$/.test(entry.code) ? entry.code : undefined;
  return entry.jointLinkCode ?? entry.linkCode ?? code;
}

/**
 * The second applicant's screens between their link and their claim that the tab keeps (src/sessionStore.ts): the
 * existing-customer question, and the way to the login app.
 */
const JOINT_QUESTION_SCREENS: ReadonlySet<string> = new Set(['jointExistingCustomer', 'jointAuthentication']);

function hasJointCaseToClaim(context: Pick<JourneyContext, 'joint' | 'caseId' | 'resumeToken'>): boolean {
  return context.joint.role === 'secondary' && context.caseId !== undefined && context.resumeToken !== undefined;
}

export const jointGuards = {
  /** doc 1 route table: the joint routes are shown only when the joint feature is on. */
  isJointEnabled: (({ context }) => context.config?.features.joint === true) satisfies JourneyGuard,
  /** Any /joint path: the joint region decides (doc 1 §4 "Subtype JOINT is set on joint routes"). */
  isJointEntry: (({ context }) => normalisePath(context.entry.path).startsWith('/joint')) satisfies JourneyGuard,
  /** The second applicant's way in: /joint/join (or the landing variant), or a link code in the query. */
  isJointJoinEntry: (({ context }) => {
    const path = normalisePath(context.entry.path);
    const code = linkCodeOfEntry(context.entry);
    return JOIN_PATHS.includes(path) || (path.startsWith('/joint') && Boolean(code));
  }) satisfies JourneyGuard,
  /**
   * doc 1 "Product blocking", doc 2 §5.9, §3.10: a joint application of a product refused on joint (IM632, savings
   * other than IM759 and the IM760 group, anything not allowed on joint) goes to the error task before anything else.
   */
  isProductRefusedOnJoint: (({ context }) => {
    const path = normalisePath(context.entry.path);
    if (!path.startsWith('/joint') || JOIN_PATHS.includes(path)) return false;
    const product = productOf(context);
    // doc 1 §4: product blocking is skipped when the disable-product-blacklist feature is on
    if (!product || context.config?.features.disableProductBlacklist) return false;
    return jointRefusal(product) !== undefined;
  }) satisfies JourneyGuard,
  isJointSecondary: (({ context }) => context.joint.role === 'secondary') satisfies JourneyGuard,
  /**
   * A reload (or the link opened again) of a joint second applicant's tab kept at the existing-customer question or on
   * the way to the login app: their case resumed, the question is theirs again (the joint routes only with the joint
   * feature on, doc 1 route table).
   */
  isJointQuestionResume: (({ context }) =>
    context.config?.features.joint === true &&
    context.joint.role === 'secondary' &&
    JOINT_QUESTION_SCREENS.has(context.persisted?.screen ?? '')) satisfies JourneyGuard,
  /** WEB-JOINT-AUTHENTICATION: the login app's return address (doc 1 route table /joint/authentication). */
  isJointAuthenticationEntry: (({ context }) =>
    normalisePath(context.entry.path) === JOINT_AUTHENTICATION_ROUTE) satisfies JourneyGuard,
  /**
   * A joint case this tab can claim with a login: the second applicant's case and the resume token of their link
   * (kept by the tab across a trip to the login app). Gone after a log out or a time-out (the session reset drops
   * them): their login then goes to their portal, not to a claim that could only fail.
   */
  hasJointCaseToClaim: (({ context }) => hasJointCaseToClaim(context)) satisfies JourneyGuard,
  /** A token in the hash, and a joint case this tab can claim with it. */
  hasJointClaim: (({ context }) =>
    Boolean(context.entry.hash.accessToken) && hasJointCaseToClaim(context)) satisfies JourneyGuard,
  isLinkCodeRefused: (({ event }) => errorOf(event)?.code === LINK_CASE_INVALID) satisfies JourneyGuard,
  isJointBankMismatch: (({ event }) => errorOf(event)?.code === JOINT_BANK_MISMATCH) satisfies JourneyGuard,
  answeredYes: (({ event }) =>
    (event.type === 'JOINT_EXISTING_CUSTOMER_ANSWERED' || event.type === 'JOINT_OTHER_PERSON_PRESENT_ANSWERED') &&
    event.answer === 'Yes') satisfies JourneyGuard,
  /** The task polled is still the wait for the other applicant (awaitapplicant -> Joint/next). */
  isAwaitingApplicant: (({ event }) =>
    'output' in event &&
    (event.output as { task?: string } | undefined)?.task === 'awaitapplicant') satisfies JourneyGuard,
};

export const jointActions = {
  /** The first applicant: the application is joint from here on (doc 2 §3.1 subType JOINT). */
  startJointPrimary: journeyAssign(({ context }) => ({
    joint: { ...EMPTY_JOINT, role: 'primary' as const },
    form: { ...context.form, subType: 'JOINT' },
  })),
  /** The second applicant: a link code from the query (jointLinkCode, link_code, code) or a hand-over is shown typed in. */
  startJointSecondary: journeyAssign(({ context }) => ({
    joint: {
      ...EMPTY_JOINT,
      role: 'secondary' as const,
      entered: context.form.jointLinkCode ?? linkCodeOfEntry(context.entry),
    },
    form: { ...context.form, subType: 'JOINT' },
  })),
  storeJointCodeEntered: journeyAssign(({ context, event }) =>
    event.type === 'JOINT_LINK_CODE_SUBMITTED'
      ? { joint: { ...context.joint, entered: event.code, errorCode: undefined, mismatchBankId: undefined } }
      : {},
  ),
  /** The case the second applicant joined: its address, their own case token (memory) and resume token (tab). */
  storeJointLink: journeyAssign(({ context, event }) => {
    if (!('output' in event)) return {};
    const linked = event.output as JointLinkOutput;
    const product = productOf({ productCode: linked.productCode });
    return {
      caseId: linked.caseId,
      taskUri: linked.taskUri,
      bankId: linked.bankId,
      productCode: linked.productCode,
      productType: product ? PRODUCT_TYPES[product.productType].urlPart : linked.productType,
      subType: linked.subType,
      caseToken: linked.accessToken,
      resumeToken: linked.resumeToken,
      form: {
        ...context.form,
        caseId: linked.caseId,
        productCode: linked.productCode,
        subType: 'JOINT',
        jointLinkCode: context.joint.entered,
      },
      joint: { ...context.joint, errorCode: undefined, mismatchBankId: undefined },
    };
  }),
  /**
   * WEB-JOINT-AUTHENTICATION: the second applicant is an existing customer. Unlike a sole one (session.logic.ts
   * markExistingCustomer) the case's subtype stays the first applicant's: it is the case's address.
   */
  markJointExistingCustomer: journeyAssign(({ context }) => ({
    form: { ...context.form, isExistingCustomer: 'Yes' as const },
  })),
  /**
   * Their login is the case's second applicant now: it speaks for the case, so the case token and the spent resume
   * token are dropped (an existing customer resumes through login, doc 1 §4).
   */
  storeJointClaim: journeyAssign(() => ({ caseToken: undefined, resumeToken: undefined })),
  /** The login app's answer has been acted on: the hash's error or token is not read again in this page. */
  forgetHashAnswer: journeyAssign(({ context }) => ({
    entry: {
      ...context.entry,
      hash: { ...context.entry.hash, accessToken: undefined, idToken: undefined, error: undefined },
    },
  })),
  /**
   * Provided by the app shell: leaves for the login app, which comes back to /joint/authentication (src/main.tsx). The
   * tab's session storage already holds the case and the resume token (the state's screen is a stored one).
   */
  redirectToJointLoginApp: () => {},
  storeJointRefusal: journeyAssign(({ context, event }) => {
    const error = errorOf(event);
    return {
      joint: { ...context.joint, errorCode: error?.code, mismatchBankId: error?.jointMismatchBankId },
      form: { ...context.form, jointMismatchBankId: error?.jointMismatchBankId },
    };
  }),
  clearJointRefusal: journeyAssign(({ context }) => ({
    joint: { ...context.joint, errorCode: undefined, mismatchBankId: undefined },
  })),
  storeJointLinkCode: journeyAssign(({ context, event }) =>
    'output' in event
      ? { joint: { ...context.joint, linkCode: (event.output as { linkCode: string | null }).linkCode ?? undefined } }
      : {},
  ),
  /**
   * "Is the other person with you?" Yes (WEB-JOINT-ACCOUNT): this device is handed over. The link code is kept in
   * the form, which the session reset keeps (doc 1 §4 "Reset clears the stores but keeps product code and link code").
   */
  keepLinkCodeForHandOver: journeyAssign(({ context }) => ({
    form: { ...context.form, jointLinkCode: context.joint.linkCode },
  })),
  markInvitationSent: journeyAssign(({ context }) => ({ joint: { ...context.joint, invitation: 'sent' as const } })),
  markInvitationFailed: journeyAssign(({ context }) => ({
    joint: { ...context.joint, invitation: 'failed' as const },
  })),
  /** Shaped like the other product refusals (doc 1 §4: "Refusal raises an error with source ProductBlacklist"). */
  storeJointProductBlock: journeyAssign(({ context }) => ({
    error: {
      source: PRODUCT_BLACKLIST_SOURCE,
      code: 'notAllowedOnJoint',
      status: 0,
      message: `${context.productCode ?? ''} cannot be opened on a joint application`,
    },
  })),
  storeJointDisabled: journeyAssign(() => ({
    error: { source: 'ui', code: 'joint_disabled', status: 0, message: 'The joint feature is off' },
  })),
};
