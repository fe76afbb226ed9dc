// The joint calls' bodies checked by their fields' one declaration (content/fields/joint.ts), as the screens check
// them: the link code (doc 2 §5.1, §9: exactly 7 digits) and the invitation's email and mobile. A refusal is a 400
// with the field's message and name. Pure: the routes (routes/jointRoutes.ts) and the agreement test
// (contract/validationAgreement.test.ts) both run them.
import { JOINT_INVITATION_FIELDS, JOINT_LINK_CODE_FIELD } from '../../content/fields/joint';
import type { ApplicationForm } from '../../contract/applicationForm';
import type { JointInvitationRequest, JointLinkRequest } from '../../contract/jointSchemas';
import type { ApiError } from '../http/apiError';
import { fieldRefusal } from '../http/fieldRefusal';

const context = (now: Date) => ({ today: now, warn: () => {} });

/** The link code's refusal, before any try is counted or any case looked up; undefined for a well-formed code. */
export function linkCodeRefusal(body: JointLinkRequest, now: Date): ApiError | undefined {
  return fieldRefusal([JOINT_LINK_CODE_FIELD], { jointLinkCode: body.joint_link_code }, context(now));
}

/** The invitation's refusal: an email or a mobile number its field refuses; undefined when both keep their rules. */
export function invitationRefusal(body: JointInvitationRequest, now: Date): ApiError | undefined {
  // the invitation's values are the screen's, outside the application form
  const values: ApplicationForm = {
    ...(body.email ? { jointInvitationEmail: body.email } : {}),
    ...(body.mobile ? { jointInvitationMobile: body.mobile } : {}),
  } as ApplicationForm;
  return fieldRefusal(JOINT_INVITATION_FIELDS, values, context(now));
}
