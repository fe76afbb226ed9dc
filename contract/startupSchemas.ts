// The superstruct schemas of the start-up reads (doc 1 §4 "Start-up": /config.json, the document lists, the product
// content files), the pieces the other calls share, and the analytics channel: the start page's own, apart from
// contract/schemas.ts (which re-exports them) so the enquiry's and every later call's schemas load with the platform
// calls (services/platformClients.ts), not with the start page (issue 16: superstruct's calls at a module's top level
// keep the whole module in the chunk of whoever imports any of it).
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  object,
  optional,
  pattern,
  record,
  string,
  type,
} from 'superstruct';
import { JOINT_LINK_CODE_PATTERN } from '../content/fields/patterns';

// ---------------------------------------------------------------- shared pieces

/** Bank ids accepted in API paths (doc 1 §6: DYB and VM are rejected for API calls). */
export const ApiBankId = enums(['CB', 'YB']);
export type ApiBankId = Infer<typeof ApiBankId>;

/** Case subtypes (doc 1 §7). */
export const CaseSubtype = enums(['ntb', 'existing']);
export type CaseSubtype = Infer<typeof CaseSubtype>;

/** The URL part of each product type, as in `csap{product-type}`. */
export const ProductTypeUrlPart = enums(['current', 'savings', 'cashisa', 'creditcard']);
export type ProductTypeUrlPart = Infer<typeof ProductTypeUrlPart>;

/** Dates in payloads are YYYY-MM-DD (doc 2 §9). */
export const IsoDate = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/** doc 2 §3.1 jointLinkCode, §5.1, §9: exactly 7 digits (the field's pattern, content/fields/patterns.ts). */
export const JointLinkCode = pattern(string(), new RegExp(JOINT_LINK_CODE_PATTERN));

/** Every error the platform answers with: the code is read from the body (doc 1 §8). */
export const ApiErrorBody = object({
  code: string(),
  message: string(),
  field: optional(string()),
  /** doc 2 §3.1 jointMismatchBankId: on 324, the bank the other joint applicant chose. */
  joint_mismatch_bank_id: optional(string()),
  /** 422 `incomplete_application`: every flat field name (doc 2 §3.1) the decision still needs. */
  missing_fields: optional(array(string())),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

// ---------------------------------------------------------------- start-up

export const FeatureFlags = object({
  /** Sidebar progress bar with time remaining (doc 1 "Sidebar and layout"). */
  progressBar: boolean(),
  /** The header that collapses past 80 px of scroll (doc 1 "Sidebar and layout"; content/features.ts). */
  collapsingHeader: optional(boolean()),
  joint: boolean(),
  letterCode: boolean(),
  overdrafts: boolean(),
  amazonLink: boolean(),
  disableProductBlacklist: boolean(),
  /** Issue 14: `?inspect=1` streams the tab's chart (masked) to /inspector. On in the sandbox, off in production. */
  inspector: optional(boolean()),
  /** doc 1 "Registration": the transfer question is asked when this feature is on (and the product can transfer). */
  transfer: optional(boolean()),
});
export type FeatureFlags = Infer<typeof FeatureFlags>;

/** `/config.json`: runtime configuration (doc 1 §4 "Start-up"). Intervals are milliseconds. */
export const RuntimeConfig = object({
  /** Base URL of the platform API; empty means the origin that served the app. */
  apiUrl: string(),
  /** Base URL of the events API (apiLibertyUrl). */
  eventsUrl: string(),
  /** External login and registration app (doc 1 "Authentication page"). */
  loginAndRegistrationAppUrl: string(),
  defaultBankId: ApiBankId,
  pollInterval: min(integer(), 1),
  /** 0 disables autosave (doc 1 "Form save and submit"). */
  autosaveInterval: min(integer(), 0),
  autosaveErrorInterval: min(integer(), 1),
  inactivityTimeout: min(integer(), 0),
  /** The time to answer the call-validation questions (doc 1 §4 "Call validation (3D)"); the chart's default is 3 min. */
  callValidationTimeout: optional(min(integer(), 1)),
  completedCaseInterval: min(integer(), 1),
  completedCaseMaxAttempts: min(integer(), 1),
  offerRetryInterval: min(integer(), 1),
  offerRetryMaxTries: min(integer(), 1),
  /** A platform call unanswered this long (ms) is a timeout (services/http.ts; default 30000). */
  requestTimeout: optional(min(integer(), 1)),
  /** After a failed next-task poll, the next one comes this much later (ms; default: pollInterval). */
  pollRetryInterval: optional(min(integer(), 1)),
  /** This many failed next-task polls in a row go to the error page (default 3; machines/submission.ts). */
  pollMaxFailures: optional(min(integer(), 1)),
  analyticsInterval: min(integer(), 1),
  features: FeatureFlags,
});
export type RuntimeConfig = Infer<typeof RuntimeConfig>;

/** `cdn/config/document-list-locator.json` (doc 1 §7, doc 3 §7). Dates are DD/MM/YYYY. */
export const DocumentListLocator = object({
  doc_lists: array(
    object({
      file_name: string(),
      date_from: pattern(string(), /^\d{2}\/\d{2}\/\d{4}$/),
      date_to: pattern(string(), /^\d{2}\/\d{2}\/\d{4}$/),
    }),
  ),
});
export type DocumentListLocator = Infer<typeof DocumentListLocator>;

/** One entry of a date-ranged document list (doc 2 §3.7). */
export const DocumentListEntry = object({
  webReference: string(),
  brand: string(),
  fileName: string(),
  reason: string(),
  contentType: string(),
  docVersion: string(),
  docLinkTitle: string(),
  docLinkText: string(),
});
export type DocumentListEntry = Infer<typeof DocumentListEntry>;

export const DocumentList = object({ documents: array(DocumentListEntry) });
export type DocumentList = Infer<typeof DocumentList>;

/** Product content file (`/vmSavingsContent.json`, `/mSaverContent.json`): display content keyed by product code. */
export const ProductContentFile = object({
  products: record(
    string(),
    type({
      headline: string(),
      summary: array(string()),
    }),
  ),
});
export type ProductContentFile = Infer<typeof ProductContentFile>;

/** doc 1 §9 "Analytics: channel WEB": every event the app sends says so in its context. */
export const ANALYTICS_CHANNEL = 'WEB';
