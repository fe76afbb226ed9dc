// The words of the screens (doc 3), with placeholders filled in by the screens from brand and product.
import type { EligibilityQuestionId } from './products';

export const ELIGIBILITY_QUESTIONS: Record<
  EligibilityQuestionId,
  { label: string; hint?: string; failMessage: string }
> = {
  age: { label: 'Are you 18 or over?', failMessage: 'You need to be 18 or over to open an account online.' },
  age16: { label: 'Are you 16 or over?', failMessage: 'You need to be 16 or over to open this account.' },
  ukResident: {
    label: 'Do you live in the UK?',
    failMessage: "You need to live in the UK to open an account. If you don't, we can't open an account for you.",
  },
  device: {
    label: 'Do you have a mobile phone or a computer you can use to manage your account?',
    failMessage: 'You need a mobile phone or a computer to manage this account online.',
  },
  firstTimeBuyer: {
    label: 'Are you a first-time buyer?',
    failMessage: 'This ISA is only for first-time buyers.',
  },
  niNumber: {
    label: 'Do you have a National Insurance number?',
    failMessage: 'You need a National Insurance number to open this account.',
  },
  countyCourtJudgement: {
    label: 'Have you had a county court judgement in the last three years?',
    failMessage:
      'We cannot offer you a credit card online if you have had a county court judgement in the last three years.',
  },
  bankrupt: {
    label: 'Have you ever been declared bankrupt?',
    failMessage: 'We cannot offer you a credit card online if you have been declared bankrupt.',
  },
};

export const COPY = {
  serviceName: 'Open an account',
  skipLink: 'Skip to main content',
  back: 'Back',
  continue: 'Continue',
  change: 'Change',
  timeRemaining: (minutes: number) => `About ${minutes} minutes to go`,
  progress: {
    label: 'Your application',
    aboutYou: 'About you',
    yourMoney: 'Your money',
    allSystemsGo: 'All systems go',
  },
  loading: 'Loading',
  errorSummaryTitle: 'There is a problem',
  eligibility: {
    /** doc 2 §3.8 productArticle: "a" or "an" before the product's name. */
    title: (product: string, article: 'a' | 'an' = 'a') => `Apply for ${article} ${product}`,
    intro: 'It takes about 15 minutes. Before you start, check you can apply.',
    questionsTitle: 'Can you apply?',
    /** doc 3 §2: the terms page on the use of personal information, after the questions. */
    dataProtectionTitle: 'How we use your personal information',
    dataProtection: [
      'We use the information you give us to decide whether to open your account, to check your identity and to prevent fraud and money laundering.',
      'We will search your record at credit reference agencies. They will keep a record of the search.',
      'We keep your information for as long as the law requires and you have rights over it, which our privacy notice explains.',
    ],
    dataProtectionConsent: 'I agree to my information being used as described',
    dataProtectionError: 'Confirm you agree to your information being used as described',
    answerError: 'Select yes or no',
    /** The questions part's button: the terms page follows (doc 3 §2). */
    continue: 'Continue',
    start: 'Start your application',
  },
  error: {
    title: 'Sorry, something went wrong',
    header: "We can't continue with your application online",
    body: (phone: string) => [
      'Your details have not been lost. You can try again later.',
      `If this keeps happening, call us on ${phone}.`,
    ],
    reference: (code: string) => `Error reference: ${code}`,
  },
  /**
   * doc 3 §2 "Missing-required-fields page": where a submit the platform refuses as incomplete (422
   * `incomplete_application`) leads, doc 1 §8 "known error with an incomplete form goes to the error screen". Its
   * message is doc 1 §6 / doc 3 §5's page-level wording.
   */
  missingRequiredFields: {
    title: 'Some of your details are missing',
    /** Above the list of each field still to complete, in its own wording (screens/ErrorScreen.tsx). */
    listTitle: 'What we still need',
    body: (phone: string) => [
      'Your details have been saved, but we need more of them before we can open your account.',
      `Call us on ${phone} and we will help you complete your application.`,
    ],
  },
} as const;
