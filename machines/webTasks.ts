// doc 1 "Web task names (navigation targets)" and the review page edit links, as data.

export const WEB_TASK_ROUTES = {
  'WEB-SUBMIT-FORM': '/submission',
  'WEB-SUBMIT-CALL3D': '/submission',
  'WEB-ACCOUNT-OPENED': '/account-opened',
  'WEB-ELIGIBILITY-PAGE': '/',
  'WEB-PERSONAL-DETAILS': '/step-1',
  'WEB-EMPLOYMENT-DETAILS': '/step-2',
  'WEB-REVIEW-DETAILS': '/review',
  'WEB-REGISTRATION': '/registration',
  'WEB-SWITCH': '/switch',
  'WEB-ERROR': '/error',
  'WEB-APPLY-IN-BRANCH': '/regular-saver-exclusive/apply-in-branch',
  'WEB-EXISTING-REGULAR-SAVER-EXCLUSIVE': '/regular-saver-exclusive/existing-account',
  'WEB-OPEN-A-CURRENT-ACCOUNT': '/regular-saver-exclusive/open-a-current-account',
  'WEB-DUPLICATE-CUSTOMER': '/duplicatecustomer',
  'WEB-PORTAL': '/portal',
  'WEB-LOGIN': '/login',
  'WEB-DECLINE-ID': '/sorry',
  'WEB-CONTACT-BANK': '/contact-bank',
  'WEB-AUTHENTICATION': '/authentication',
  'WEB-JOINT-ACCOUNT': '/joint/join',
  'WEB-JOINT-NEXT': '/joint/next',
  'WEB-JOINT-AUTHENTICATION': '/joint/authentication',
} as const;

export type WebTask = keyof typeof WEB_TASK_ROUTES;

/** Review page edit links (doc 1): the web task, the step it opens and the anchor on that step. */
export const REVIEW_EDIT_LINKS = {
  'WEB-PERSONAL-DETAILS-PERSONAL': { task: 'WEB-PERSONAL-DETAILS', anchor: 'personal-details' },
  'WEB-PERSONAL-DETAILS-CONTACT': { task: 'WEB-PERSONAL-DETAILS', anchor: 'contact-details' },
  'WEB-PERSONAL-DETAILS-CARDS': { task: 'WEB-PERSONAL-DETAILS', anchor: 'cardholders' },
  'WEB-EMPLOYMENT-DETAILS-NATIONALITY': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'nationality-details' },
  'WEB-EMPLOYMENT-DETAILS-EMPLOYMENT': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'employment-details' },
  'WEB-EMPLOYMENT-DETAILS-INCOME': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'income-details' },
  'WEB-EMPLOYMENT-DETAILS-OUTGOINGS': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'outgoings-details' },
  'WEB-EMPLOYMENT-DETAILS-CURRENT': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'current-account-details' },
  'WEB-EMPLOYMENT-DETAILS-SAVING': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'savings-account-details' },
  'WEB-EMPLOYMENT-DETAILS-SAVINGS': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'savings-account-details' },
  'WEB-EMPLOYMENT-DETAILS-OVERDRAFTS': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'Overdrafts' },
  'WEB-EMPLOYMENT-DETAILS-NI-NUMBER': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'national-insurance-number' },
  'WEB-EMPLOYMENT-DETAILS-BANK-DETAILS': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'bank-details' },
  'WEB-EMPLOYMENT-DETAILS-DIRECT-DEBIT': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'direct-debit' },
  'WEB-EMPLOYMENT-CREDIT-LIMIT-INCREASE': { task: 'WEB-EMPLOYMENT-DETAILS', anchor: 'credit-limit' },
} as const satisfies Record<string, { task: WebTask; anchor: string }>;

export type ReviewEditLink = keyof typeof REVIEW_EDIT_LINKS;

/** The review edit link that opens a section of a step: the one whose anchor is the section, else the step's first. */
export function editLinkForSection(sectionId: string, stepTask: WebTask): ReviewEditLink | undefined {
  const links = Object.entries(REVIEW_EDIT_LINKS) as [ReviewEditLink, { task: WebTask; anchor: string }][];
  return (
    links.find(([, link]) => link.anchor === sectionId)?.[0] ?? links.find(([, link]) => link.task === stepTask)?.[0]
  );
}
