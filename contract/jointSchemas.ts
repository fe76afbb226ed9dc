// Superstruct schemas of the joint calls (doc 1 §4 "Joint", §7; doc 2 §3.1 jointLinkCode, §5.1 "exactly 7 digits";
// issue 12). The client checks responses with them; the platform checks requests with the same ones, then the
// fields' own rules (content/fields/joint.ts).
import { array, enums, type Infer, literal, number, object, optional, pattern, size, string } from 'superstruct';
import { ApiBankId, CaseSubtype } from './schemas';

/**
 * A value of a declared field (content/fields/joint.ts): the platform checks it with that field's own rules
 * (platform/http/fieldRefusal.ts), as the screen does, so a refusal has the screen's words; the schema bounds its size.
 */
const FieldValue = size(string(), 0, 80);

/** The link-code check: the second applicant's code (JOINT_LINK_CODE_FIELD: doc 2 §5.1, §9 exactly 7 digits). */
export const JointLinkRequest = object({ joint_link_code: FieldValue });
export type JointLinkRequest = Infer<typeof JointLinkRequest>;

/** The case the second applicant joined, with their own case token (applicant 1) and a resume token. */
export const JointLinkResponse = object({
  reference_id: string(),
  bank_id: ApiBankId,
  case_type: pattern(string(), /^csap(?:current|savings|cashisa|creditcard)$/),
  sub_type: CaseSubtype,
  product_code: string(),
  application_type: literal('joint'),
  task_uri: string(),
  access_token: string(),
  resume_token: string(),
});
export type JointLinkResponse = Infer<typeof JointLinkResponse>;

/**
 * The invitation of the other person, by email and text (doc 3 "Joint pages"): at least one of the two, each checked
 * with its field's rules (JOINT_INVITATION_FIELDS).
 */
export const JointInvitationRequest = object({
  email: optional(FieldValue),
  mobile: optional(FieldValue),
  brand_id: optional(enums(['CB', 'YB', 'DYB', 'VM'])),
});
export type JointInvitationRequest = Infer<typeof JointInvitationRequest>;

export const JointInvitation = object({
  channel: enums(['email', 'sms']),
  link: string(),
  sent_at: string(),
});
export const JointInvitationResponse = object({ invitations: array(JointInvitation) });
export type JointInvitationResponse = Infer<typeof JointInvitationResponse>;

/**
 * An existing customer who joined logs in (WEB-JOINT-AUTHENTICATION): with their login token as the bearer, the resume
 * token their link-code check gave them names them as the second applicant of the case; the platform records the
 * customer, whose login then speaks for the case and lists it in their portal.
 */
export const JointApplicantRequest = object({ resume_token: size(string(), 1, 200) });
export type JointApplicantRequest = Infer<typeof JointApplicantRequest>;
export const JointApplicantResponse = object({ reference_id: string(), applicant_index: number() });
export type JointApplicantResponse = Infer<typeof JointApplicantResponse>;
