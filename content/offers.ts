// The words of the offer page (doc 3 §2 "Offer pages", §4 outcomes, §5 messages).
import { FIGURES, pounds as figurePounds } from './figures';

/** doc 3 §9 "Credit limit minimum 500 in steps of 100" (content/figures.ts). */
const CREDIT_LIMIT_STEP = figurePounds(FIGURES.creditCards.creditLimit.step);

/** doc 2 §8, doc 3 §5, word for word. */
export const CREDIT_OFFER_UNTICKED =
  "Please make sure you've ticked the boxes in the key features, pre-contract credit information and credit agreement before you continue.";

/** doc 3 §5, word for word. */
export const OVERDRAFT_SIGNATURE =
  'By ticking this box, this represents my signature agreeing to legally bound by the above terms';

export const OFFER_COPY = {
  loading: 'Getting your offer',
  working: 'Just a moment',
  standard: {
    title: (product: string) => `Your ${product} offer`,
    body: 'Good news: we can open your account. Accept the offer to open it now.',
    accept: 'Accept and open my account',
    decline: 'No thanks',
  },
  credit: {
    title: 'Your credit card offer',
    limit: (limit: string) => `Your credit limit: ${limit}`,
    changeLimit: 'Change your credit limit',
    documentsIntro:
      'Read each document in turn and tick to confirm. Each one opens once you have ticked the one before.',
    /** doc 1 §4: key features, pre-contract credit information, credit agreement, in this order. */
    documents: ['Key features', 'Pre-contract credit information', 'Credit agreement'] as const,
    readAndTick: (name: string) => `I have read the ${name.toLowerCase()}`,
    open: (name: string) => `Read the ${name.toLowerCase()}`,
    locked: 'Tick the document before this one first',
    accept: 'Accept and open my credit card',
  },
  overdraft: {
    full: {
      title: 'Your account and overdraft are approved',
      body: (limit: string) => `We can give you the arranged overdraft of ${limit} you asked for.`,
    },
    reduced: {
      title: 'Your account is approved, with a smaller overdraft',
      body: (limit: string, requested: string) =>
        `You asked for ${requested}. We can give you an arranged overdraft of ${limit}.`,
    },
    conditional: {
      title: 'Your account is approved',
      body: 'Before we can give you an arranged overdraft we need proof of your income. You can open your account now and send proof later.',
      upload: 'Upload proof of income',
    },
    declined: {
      title: 'Your account is approved',
      body: "We can't give you an arranged overdraft at the moment. You can still open your account.",
    },
    agreementTitle: 'Your overdraft agreement',
    agreement: [
      'This agreement covers the arranged overdraft on your current account.',
      'Interest on the arranged overdraft is charged at the rate shown in the fee information document. You can repay at any time.',
      `We will give you at least ${FIGURES.general.rateIncreaseNoticeDays} days notice before we change the rate or reduce your limit, unless the law lets us act sooner.`,
    ],
    readFirst: 'Open and read the agreement to sign it',
    withOverdraft: 'Open account with overdraft',
    withoutOverdraft: 'Open account without overdraft',
    openAccount: 'Open account',
  },
  multi: {
    title: 'We can offer you a different account',
    body: (product: string) => `We can't open ${product} for you, but we can offer you the account below instead.`,
    moreInformation: 'More information',
    accept: (product: string) => `Open ${product}`,
    cancel: 'Cancel application',
    confirmTitle: 'Are you sure you want to cancel your application?',
    confirmBody: 'If you cancel, we will not open an account for you.',
    confirmYes: 'Yes, cancel my application',
    confirmNo: 'No, go back',
  },
  adjust: {
    title: 'Change your credit limit',
    label: 'Credit limit',
    hint: (minimum: string, maximum: string) => `Between ${minimum} and ${maximum}, in steps of ${CREDIT_LIMIT_STEP}`,
    submit: 'Update my credit limit',
  },
} as const;

export function pounds(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`;
}

/** doc 2 §8: the credit-limit invalid message comes from the content key creditLimitValidationMsg. */
export const creditLimitValidationMsg = (minimum: string, maximum: string) =>
  `Enter a credit limit between ${minimum} and ${maximum}, in steps of ${CREDIT_LIMIT_STEP}`;
