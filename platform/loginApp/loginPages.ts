// The HTML of the sandbox's login and registration app (doc 1 "Authentication page": the external app at
// /{bank}?response_type=token&client_id&redirect_uri). Server-rendered GOV.UK-style pages that work without
// JavaScript: one question per page, labels tied to inputs, an error summary with links that move focus.
import type { AuthScheme, Challenge } from '../../contract/authSchemas';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Passwords are 8 to 16 characters (doc 2 §5.6). */
export const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
];
const ordinal = (position: number): string => ORDINALS[position - 1] ?? `${position}th`;

export interface OAuthParams {
  bank: string;
  clientId: string;
  redirectUri: string;
  state?: string | undefined;
  scope?: string | undefined;
}

function hiddenOAuth(params: OAuthParams): string {
  const fields: [string, string | undefined][] = [
    ['response_type', 'token'],
    ['client_id', params.clientId],
    ['redirect_uri', params.redirectUri],
    ['state', params.state],
    ['scope', params.scope],
  ];
  return fields
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('\n');
}

export interface FieldError {
  id: string;
  message: string;
}

/** The one inline style sheet of every page: allowed by its hash in the pages' CSP (routes/loginAppRoutes.ts). */
export const LOGIN_PAGE_CSS = `
body{font-family:Arial,sans-serif;margin:0;color:#0b0c0c;line-height:1.4}
header{background:#0b0c0c;color:#fff;padding:12px 24px;font-weight:bold}
main{max-width:640px;margin:0 auto;padding:24px}
label,legend{display:block;font-weight:bold;margin:16px 0 4px}
.hint{color:#505a5f;margin:0 0 4px}
input[type=text],input[type=password],input[type=date]{font-size:19px;padding:6px;border:2px solid #0b0c0c;width:100%;max-width:20em;box-sizing:border-box}
input.char{width:3em}
input:focus,a:focus,button:focus{outline:3px solid #fd0;outline-offset:0}
button{font-size:19px;background:#00703c;color:#fff;border:0;padding:8px 16px;margin-top:24px;box-shadow:0 2px 0 #002d18;cursor:pointer}
.error-summary{border:5px solid #d4351c;padding:16px;margin-bottom:24px}
.error-summary a{color:#d4351c;font-weight:bold}
.error-message{color:#d4351c;font-weight:bold;margin:0}
fieldset{border:0;padding:0;margin:0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.inline{display:inline}
`;

function page(title: string, body: string, errors: FieldError[] = []): string {
  const summary =
    errors.length > 0
      ? `<div class="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title" autofocus>
  <h2 id="error-summary-title">There is a problem</h2>
  <ul>${errors.map((error) => `<li><a href="#${escapeHtml(error.id)}">${escapeHtml(error.message)}</a></li>`).join('')}</ul>
</div>`
      : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${errors.length > 0 ? 'Error: ' : ''}${escapeHtml(title)} - Log in</title>
<style>${LOGIN_PAGE_CSS}</style>
</head>
<body>
<header>Log in to continue your application</header>
<main id="main">
${summary}
${body}
</main>
</body>
</html>`;
}

function textInput(
  id: string,
  label: string,
  options: {
    hint?: string;
    type?: string;
    autocomplete?: string;
    inputmode?: string;
    className?: string;
    error?: string;
  } = {},
): string {
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${id}">${escapeHtml(label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="error-message" id="${id}-error"><span class="visually-hidden">Error:</span> ${escapeHtml(options.error)}</p>` : ''}
<input id="${id}" name="${id}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete ?? 'off'}"${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ''
  }${options.className ? ` class="${options.className}"` : ''}${described ? ` aria-describedby="${described}"` : ''}${
    options.error ? ' aria-invalid="true"' : ''
  }>`;
}

/** Page 1: username or customer number (doc 2 §5.6), or the alternative identification. */
export function identifyPage(params: OAuthParams, errors: FieldError[] = []): string {
  const alternativeHref = `?${new URLSearchParams({
    response_type: 'token',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    ...(params.state ? { state: params.state } : {}),
    ...(params.scope ? { scope: params.scope } : {}),
    alternative: '1',
  }).toString()}`;
  return page(
    'Enter your username or customer number',
    `<h1>Enter your username or customer number</h1>
<form method="post" action="/login-app/${escapeHtml(params.bank)}/identify" novalidate>
${hiddenOAuth(params)}
${textInput('login', 'Username or customer number', {
  hint: 'Your customer number is 10 digits and starts with 10',
  autocomplete: 'username',
  error: errors.find((error) => error.id === 'login')?.message,
})}
<button type="submit">Continue</button>
</form>
<p><a href="${escapeHtml(alternativeHref)}">I do not know my customer number</a></p>
<p><a href="${escapeHtml(cancelHref(params))}">${CANCEL_LINK_TEXT}</a></p>`,
    errors,
  );
}

export const CANCEL_LINK_TEXT = 'Cancel and return to your application';

/**
 * Not logging in here (RFC 6749 §4.2.2.1 `access_denied`: the resource owner denied the request): back to the
 * application's redirect with the error in the hash, which the app reads as doc 1 says (not an authentication error:
 * its own login page).
 */
export function cancelHref(params: OAuthParams): string {
  const hash = new URLSearchParams({ error: 'access_denied', ...(params.state ? { state: params.state } : {}) });
  return `${params.redirectUri}#${hash.toString()}`;
}

export const ALTERNATIVE_FIELDS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['dob', 'Date of birth', 'bday'],
  ['house_number', 'House number', 'address-line1'],
  ['street', 'Street', 'address-line2'],
  ['postcode', 'Postcode', 'postal-code'],
] as const;

/** Page 1b: the alternative identification of doc 2 §5.6, all fields required. */
export function alternativePage(params: OAuthParams, errors: FieldError[] = []): string {
  const fields = ALTERNATIVE_FIELDS.map(([id, label, autocomplete]) =>
    textInput(id, label, {
      autocomplete,
      ...(id === 'dob' ? { hint: 'For example, 1985-03-14', type: 'date' } : {}),
      error: errors.find((error) => error.id === id)?.message,
    }),
  ).join('\n');
  const genderError = errors.find((error) => error.id === 'gender')?.message;
  return page(
    'Tell us about yourself',
    `<h1>Tell us about yourself</h1>
<form method="post" action="/login-app/${escapeHtml(params.bank)}/identify" novalidate>
${hiddenOAuth(params)}
<input type="hidden" name="alternative" value="1">
${fields}
<fieldset id="gender"${genderError ? ' aria-describedby="gender-error"' : ''}>
<legend>Gender</legend>
${genderError ? `<p class="error-message" id="gender-error">${escapeHtml(genderError)}</p>` : ''}
<input type="radio" id="gender-female" name="gender" value="Female"> <label for="gender-female" class="inline">Female</label>
<input type="radio" id="gender-male" name="gender" value="Male"> <label for="gender-male" class="inline">Male</label>
</fieldset>
<button type="submit">Continue</button>
</form>`,
    errors,
  );
}

function challengeInputs(challenge: Challenge, errors: FieldError[]): string {
  const error = (id: string) => errors.find((candidate) => candidate.id === id)?.message;
  const id = (index: number) => `${challenge.type}.${index}`;
  switch (challenge.type) {
    case 'partial_password':
      return challenge.positions
        .map((position, index) =>
          textInput(id(index), `The ${ordinal(position)} character of your password`, {
            type: 'password',
            className: 'char',
            error: error(id(index)),
          }),
        )
        .join('\n');
    case 'security_questions':
      return challenge.questions
        .map((question, index) =>
          textInput(id(index), question.question, { type: 'password', error: error(id(index)) }),
        )
        .join('\n');
    case 'acn':
    case 'debit_card':
    case 'credit_card': {
      const labels: Record<string, [string, string?]> = {
        access_code: ['Telephone banking access code', '4 digits'],
        sort_code: ['Sort code', '6 digits'],
        account_number: ['Account number', '8 digits'],
        pan: ['Card number', 'The 16 digits on the front of your card'],
        credit_limit: ['Credit limit', 'In pounds, for example 1500'],
      };
      return challenge.fields
        .map((field, index) => {
          const [label, hint] = labels[field] ?? [field];
          return textInput(id(index), label, {
            inputmode: 'numeric',
            type: field === 'access_code' || field === 'pan' ? 'password' : 'text',
            ...(hint ? { hint } : {}),
            error: error(id(index)),
          });
        })
        .join('\n');
    }
    case 'date_of_birth':
      return textInput(id(0), 'Date of birth', { type: 'date', hint: 'For example, 1985-03-14', error: error(id(0)) });
    case 'otp':
      return textInput(id(0), 'Passcode we sent to your mobile', { inputmode: 'numeric', error: error(id(0)) });
  }
}

/** Page 2: the challenges of the session's first scheme. */
export function challengePage(
  params: OAuthParams,
  session: { id: string; scheme: AuthScheme },
  errors: FieldError[] = [],
): string {
  return page(
    'Answer your security questions',
    `<h1>Answer your security questions</h1>
<form method="post" action="/login-app/${escapeHtml(params.bank)}/answer" novalidate>
${hiddenOAuth(params)}
<input type="hidden" name="auth_session_id" value="${escapeHtml(session.id)}">
<input type="hidden" name="auth_scheme" value="${escapeHtml(session.scheme.id)}">
${session.scheme.challenges.map((challenge) => challengeInputs(challenge, errors)).join('\n')}
<button type="submit">Log in</button>
</form>`,
    errors,
  );
}

/** A page that ends the login: an error the user cannot fix here. */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
