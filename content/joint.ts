// The joint pages' copy (doc 3 §1 "Each joint holder can authorise payments and request an overdraft without the
// other's consent, and both are liable"; "Joint pages"; §8 "Joint account invalid response: call us. Bank mismatch for
// joint applicants").

export const JOINT_COPY = {
  start: {
    title: 'Apply for a joint account',
    intro: 'You apply first. Then the other person joins your application with a 7-digit link code we give you.',
    liability: [
      'Each of you can make and authorise payments, and ask for an overdraft, without the other’s consent.',
      'You are both responsible for the account, including any money owed on it, together and on your own.',
    ],
    button: 'Start a joint application',
  },
  join: {
    title: 'Join a joint application',
    intro: 'Enter the link code the other person gave you, or open the link in the invitation we sent you.',
    button: 'Confirm code',
  },
  badCode: {
    title: 'We could not use that link code',
    body: (phone: string) =>
      `Check the 7 digits with the other person and try again. If it still does not work, call us on ${phone}.`,
    close: 'Try again',
  },
  existingCustomer: {
    title: 'Are you already a customer of ours?',
    hint: 'If you already bank with us, log in so we can use the details we hold.',
  },
  bankMismatch: {
    title: 'You need to apply with the same bank',
    body: (bank: string) =>
      `The other person applied with ${bank}. Joint applicants must choose the same bank: apply with ${bank} to join their application.`,
    back: 'Enter a different link code',
  },
  waiting: {
    title: 'Waiting for the other person',
    codeLabel: 'Your link code',
    codeHelp: 'Give this 7-digit code to the other person. They need it to join your application.',
    presentQuestion: 'Is the other person with you now?',
    presentHint: 'If they are, they can enter their details on this device now.',
    secondaryBody:
      'Thanks, your part is done. We are waiting for the other person to finish their part; this page moves on by itself.',
    polling: 'This page checks for the other person every few seconds.',
  },
  otherAvailable: {
    title: 'The other person must be available',
    body: 'They need to complete their part before we can look at your application. We will keep your application while you wait.',
    inviteIntro: 'We can send them an invitation by email and text, with a link that opens their part with the code.',
    inviteButton: 'Send the invitation',
    inviteSent: 'Invitation sent. When they have finished their part, this page moves on by itself.',
    inviteFailed: 'We could not send the invitation. Give them the link code instead.',
    inviteMissing: 'Enter their email address or mobile number',
  },
  disabled: 'Joint applications are not available online at the moment.',
} as const;
