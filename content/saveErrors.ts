// The save and submit error codes of doc 1 §8 and doc 2 §8 with what the applicant reads (doc 3 §8).
// Where each one leads is the chart's decision (machines/guards.ts); this is only the wording.

export const SAVE_ERROR_MESSAGES: Record<string, string> = {
  '1036': 'That username is already in use. Choose a different username.',
  '318': 'We already hold some of these personal details. Check your details and try again, or call us.',
  '301': 'This product is not available for your application. Call us and we will help you.',
  '319': 'We could not link this application to the other applicant. Call us and we will help you.',
  '324': 'Both applicants must choose the same bank. Check the bank you chose.',
  '325': 'You already have an application in progress with us. Call us and we will help you.',
  '326': 'We could not find an application in progress for you. Call us and we will help you.',
  '327':
    'We could not find an application in progress for you, and you have no online banking details yet. Call us and we will help you.',
};
