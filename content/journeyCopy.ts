// The wording of the screens after the start page (doc 3): kept apart from content/copy.ts, whose wording the start
// page and the error page show, so that it loads with those screens and not with every applicant's first bytes
// (issue 16: start page ≤ 100 KB).

export const JOURNEY_COPY = {
  callUs: {
    title: "Sorry, you can't apply online",
    body: (phone: string) => `Call us on ${phone} to talk about the accounts you can open.`,
    back: 'Change your answers',
  },
  personalDetails: {
    title: 'About you',
    /**
     * doc 3 §1: personal details cannot be changed online at this step, for security; address and contact details can
     * be changed later in the app or in internet banking.
     */
    intro:
      'Tell us about yourself. For security, you will not be able to change your personal details online later. You can change your address and contact details later in our app or in internet banking.',
    findAddress: 'Find address',
    selectAddress: 'Select your address',
    addressesFound: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'} found`,
    enterManually: 'Enter the address manually',
    /** doc 3 §8 "No exact match: contact us". */
    addressNotFound:
      'We could not find an address. Check the postcode is in the right format and press Find address again, or call us.',
    /** doc 3 §8 "Address lookup failure: try again or call". */
    addressLookupFailed:
      'Our address finder is not working at the moment. Try again, enter your address manually, or call us.',
    /** doc 3 §8 "Invalid postcode: contact the team". */
    invalidPostcode:
      'We could not search for this postcode. Check it is right, or contact our team and we will help you find your address.',
    searching: 'Searching for addresses',
    houseNumberForSearch: 'House number or name (optional)',
    /** doc 3 §2, §8: forces-post addresses show guidance to visit a store or call, and block progress. */
    bfpoGuidance: (phone: string) =>
      `We can't open this account online for a British Forces Post Office (BFPO) address. Visit one of our stores, or call us on ${phone}, and we will help you open it.`,
    /** doc 3 §6: the bank cannot change once a case id exists. */
    bankChosen: (bank: string) => `Your account will be opened with ${bank}.`,
  },
  employmentDetails: {
    title: 'Your money',
    intro: 'Tell us about your work, your income and your outgoings.',
    /** doc 3 §2: joint current accounts show a joint-expenditure help message. */
    jointExpenditure:
      'This is a joint account: tell us your own income, and your share of the outgoings you have with the other applicant.',
    bankChecking: 'Checking your bank details',
    bankFound: (bank: string, branch: string) => `Bank: ${bank}, ${branch}`,
    bankLookupFailed: 'We could not check your bank details just now. We will check them before we open your account.',
  },
  review: {
    title: 'Check your answers before you apply',
    marketingTitle: 'Keeping in touch',
    marketingIntro: 'Would you like to hear about our products and offers? You can change your mind at any time.',
    documentsTitle: 'Important information',
    documentsIntro: 'Read these documents before you apply. They open in a new tab.',
    declarationTitle: 'Declaration',
    keyFeaturesTitle: 'Key features',
    usernameTitle: 'Your username',
    directDebitTitle: 'Your Direct Debit instruction',
    submit: 'Accept and apply',
    addressRow: 'Address',
  },
  /**
   * An autosave that keeps failing (issue 10; doc 3 gives no words for it, these follow its error page: "Your details
   * have not been lost"). Shown beside the Continue button until a save succeeds.
   */
  saveStatus: {
    failed:
      'We could not save your details just now. They have not been lost: they are still on this page, and we will keep trying to save them.',
  },
  submission: {
    title: "We're processing your application",
    body: 'This usually takes less than a minute. Please keep this page open: it moves on by itself.',
    reference: (caseId: string) => `Your application reference is ${caseId}.`,
  },
  accountOpened: {
    title: (product: string) => `Your ${product} is open`,
    accountNumber: 'Account number',
    sortCode: 'Sort code',
    customerNumber: 'Customer number',
    appTitle: 'Get our app',
    appLinks: {
      apple: 'Download on the App Store',
      google: 'Get it on Google Play',
      amazon: 'Available at Amazon Appstore',
    },
    registration:
      'To use internet and telephone banking, register with your customer number. Online registration in this application is coming in a later version: for now, call us to register.',
  },
  notFound: {
    title: 'Page not found',
    body: 'If you typed the web address, check it is correct. If you pasted the web address, check you copied the entire address.',
    startAgain: 'Go to the start of your application',
  },
  notAvailable: {
    title: 'This part of the service is not available yet',
    task: (task: string) =>
      `Your application has moved on to a step (${task}) that this version of the service cannot show yet.`,
    callUs: (phone: string) => `Call us on ${phone} and we will help you.`,
  },
} as const;
