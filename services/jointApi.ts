// The joint calls of the client (doc 1 §4 "Joint", §7; issue 12): the primary's link code (GET .../tasks/pending/
// lettercode), the link-code check of the second applicant, and the invitation by email and text. Responses are
// checked with the schemas the platform answers with (contract/jointSchemas.ts).
import type { AxiosInstance } from 'axios';
import { PendingLetterCodeResponse } from '../contract/authSchemas';
import {
  JointApplicantRequest,
  JointApplicantResponse,
  JointInvitationRequest,
  JointInvitationResponse,
  JointLinkRequest,
  JointLinkResponse,
} from '../contract/jointSchemas';
import { type CaseAddress, caseAddress } from '../contract/taskUri';
import { assertApiBankId, type CallOptions, call, checkedBody, requestConfig } from './api';
import { SERVICE_VERSIONS } from './http';

export interface JointApi {
  /** GET /banks/{bank-id}/cases/csap/{case-subtype}/{case-id}/tasks/pending/lettercode -> joint_link_code. */
  fetchJointLinkCode(ref: CaseAddress, options?: CallOptions): Promise<PendingLetterCodeResponse>;
  /** POST /banks/{bank-id}/joint/link: 401 319 (wrong, used, expired, locked) and 409 324 leave as JourneyErrors. */
  checkJointLinkCode(bankId: string, code: string, options?: CallOptions): Promise<JointLinkResponse>;
  sendJointInvitation(
    ref: CaseAddress,
    invitation: JointInvitationRequest,
    options?: CallOptions,
  ): Promise<JointInvitationResponse>;
  /**
   * POST …/{case-id}/tasks/joint/applicant: with the customer's login token (the bearer), the resume token of their
   * link names them as the second applicant; from then on their login speaks for the case.
   */
  claimJointApplicant(ref: CaseAddress, resumeToken: string, options?: CallOptions): Promise<JointApplicantResponse>;
}

export function createJointApi(http: AxiosInstance): JointApi {
  const cases = SERVICE_VERSIONS.cases;
  return {
    async fetchJointLinkCode(ref, options) {
      assertApiBankId(ref.bankId);
      const path = `/banks/${ref.bankId}/cases/csap/${ref.subType}/${encodeURIComponent(ref.caseId)}/tasks/pending/lettercode`;
      return call('fetchJointLinkCode', PendingLetterCodeResponse, () => http.get(path, requestConfig(cases, options)));
    },
    async checkJointLinkCode(bankId, code, options) {
      assertApiBankId(bankId);
      const body = checkedBody('checkJointLinkCode', JointLinkRequest, { joint_link_code: code });
      return call('checkJointLinkCode', JointLinkResponse, () =>
        http.post(`/banks/${bankId}/joint/link`, body, requestConfig(cases, options)),
      );
    },
    async sendJointInvitation(ref, invitation, options) {
      assertApiBankId(ref.bankId);
      const body = checkedBody('sendJointInvitation', JointInvitationRequest, invitation);
      return call('sendJointInvitation', JointInvitationResponse, () =>
        http.post(`${caseAddress(ref)}/tasks/joint/invitations`, body, requestConfig(cases, options)),
      );
    },
    async claimJointApplicant(ref, resumeToken, options) {
      assertApiBankId(ref.bankId);
      const body = checkedBody('claimJointApplicant', JointApplicantRequest, { resume_token: resumeToken });
      return call('claimJointApplicant', JointApplicantResponse, () =>
        http.post(`${caseAddress(ref)}/tasks/joint/applicant`, body, requestConfig(cases, options)),
      );
    },
  };
}
