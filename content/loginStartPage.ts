// The start page's way to login (doc 3 §2 "Registration and login"), in a module of its own: the start page carries
// these words and not the rest of login's (content/login.ts), whose module would come whole (issue 16's start page
// budget).

export const LOGIN_START_PAGE_COPY = {
  title: 'Already bank with us?',
  body: 'Log in to apply and we will fill in the details we already hold.',
  link: 'Log in to apply',
} as const;
