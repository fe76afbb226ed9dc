// The copy of registration and the transfer question (doc 3 "Registration and login": "Registration for internet and
// telephone banking: customer number, password, three security questions and answers, a telephone PIN and
// acceptance of terms"; doc 3 §2 transfer hand-off; §8 registration credential problem; §9 "balance transfer up to
// ten working days").
import { FIGURES, inWords } from './figures';

/** doc 1 §7 "a 409 goes to a specific error callback": the customer already has credentials. */
export const CREDENTIALS_EXIST = 'credentials_exist';
/** doc 3 §8 "Registration credential problem": a refused credential, named, with the reason. */
export const REGISTRATION_CREDENTIAL_PROBLEM = 'registration_credential_problem';

export const REGISTRATION_COPY = {
  title: 'Register for internet and telephone banking',
  intro:
    'Choose the details you will use to log in to internet banking and our app, and to use telephone banking. Your customer number is on your account opened page.',
  passwordHeading: 'Your password',
  questionsHeading: 'Your security questions',
  questionsHint: 'Choose three different questions. Answers are 6 to 20 letters and numbers.',
  pinHeading: 'Your telephone PIN',
  termsHeading: 'Terms and conditions',
  submit: 'Register',
  later: 'Register later',
  alreadyTitle: 'You are already registered',
  alreadyBody: 'You already have internet and telephone banking details. Log in with them.',
  continue: 'Continue',
  /** The account-opened page's button (doc 1 "Account opened", doc 3 "Registration and login"). */
  registerButton: 'Register for internet and telephone banking',
  registeredNote: 'You are registered for internet and telephone banking. Log in with your customer number.',
} as const;

export const TRANSFER_COPY = {
  title: {
    cashisa: 'Do you want to transfer an ISA from another provider?',
    balancetransfer: 'Do you want to transfer a balance to your new card?',
  },
  hint: {
    cashisa: 'You will go to our transfer service to give the details of the ISA you want to transfer.',
    balancetransfer: `You will go to our balance transfer service. Balance transfers take up to ${inWords(FIGURES.general.balanceTransferWorkingDays)} working days.`,
  },
  yes: 'Yes',
  no: 'No',
  continue: 'Continue',
  required: 'Select yes if you want to make a transfer',
  handingOff: 'Taking you to our transfer service…',
} as const;
