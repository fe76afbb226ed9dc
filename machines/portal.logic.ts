// The portal region's own guards and actions (doc 1 §4 "Portal": the customer's cases, Resume), composed into the
// one setup() by setup.ts.
import { existingCustomerAnswer } from '../contract/applicationForm';
import type { ProductTypeUrlPart } from '../contract/schemas';
import { EMPTY_JOINT } from './joint.logic';
import { type JourneyGuard, journeyAssign, outputOf } from './logic';
import { caseTypeOfUri, isResumable } from './portal';

export const portalGuards = {
  isResumableCase: (({ context, event }) => {
    if (event.type !== 'RESUME') return false;
    const summary = context.portalCases.find((item) => item.id === event.caseId);
    return summary !== undefined && isResumable(summary);
  }) satisfies JourneyGuard,
};

export const portalActions = {
  storePortalCases: journeyAssign(({ event }) => {
    const portalCases = outputOf(event, 'fetchPortalCases');
    return portalCases ? { portalCases } : {};
  }),
  resumeCase: journeyAssign(({ context, event }) => {
    if (event.type !== 'RESUME') return {};
    const summary = context.portalCases.find((item) => item.id === event.caseId);
    const address = summary ? caseTypeOfUri(summary.uri) : undefined;
    if (!summary || !address) return {};
    const productCode = summary.productCode ?? context.productCode;
    // issue 12: a joint case this customer joined is resumed as its second applicant, an existing customer whatever
    // the case's subtype (the first applicant's); their own part is where the platform's next task for them says.
    if (summary.applicantIndex === 1) {
      return {
        caseId: summary.id,
        productCode,
        productType: address.productType as ProductTypeUrlPart,
        subType: address.subType,
        joint: { ...EMPTY_JOINT, role: 'secondary' as const },
        form: {
          ...context.form,
          productCode,
          subType: 'JOINT',
          isExistingCustomer: 'Yes' as const,
          username: context.user?.username,
          completedTasks: ['SAVE_AND_RESUME'],
        },
      };
    }
    return {
      caseId: summary.id,
      productCode,
      productType: address.productType as ProductTypeUrlPart,
      subType: address.subType,
      form: {
        ...context.form,
        productCode,
        isExistingCustomer: existingCustomerAnswer(address.subType),
        username: context.user?.username,
        completedTasks: ['SAVE_AND_RESUME'],
      },
    };
  }),
};
