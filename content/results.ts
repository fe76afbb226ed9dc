// The result and deferral pages of doc 3 §2 "Result and deferral pages" and §4, with their content by product.
// Placeholders ({bank}, {phone}, {product}, {reference}) are filled in by the result screen.
import { FIGURES, inWords } from './figures';

const { deferredReviewBusinessDays, documentUploadDays, cardAndPinDays } = FIGURES.general;

import type { ProductDefinition } from './products';

export type ResultId =
  | 'sorry'
  | 'decline'
  | 'deferred'
  | 'deferredCard'
  | 'idDeferred'
  | 'proofOfIncome'
  | 'creditCheckDeferred'
  | 'creditCheckPoiDeferred'
  | 'contactBank'
  | 'setupInProgress'
  | 'providerAVerification'
  | 'providerBInvite'
  | 'providerBPendingCase'
  | 'providerBPendingRefer'
  | 'duplicateCustomer'
  | 'alreadyCustomer'
  | 'applicationSubmitted'
  | 'applyInBranch'
  | 'existingRegularSaver'
  | 'openCurrentAccount'
  | 'timedOut';

export interface ResultLink {
  text: string;
  href: string;
}

export interface ResultContent {
  title: string;
  intro: string[];
  /** A heading and list of items, e.g. the documents to send. */
  list?: { heading: string; items: string[] };
  links?: ResultLink[];
  /** Phone number and opening hours shown. */
  showPhone?: boolean;
  footer?: string[];
  /** Case reference shown with a copy-to-clipboard control (identity verification in a phone app). */
  copyReference?: boolean;
  /** A Log out button (doc 3 §2: pending refer, application submitted). */
  logout?: boolean;
}

/** Documents accepted as proof of income and identity (doc 3 §4: upload within 28 days, FIGURES.general). */
const INCOME_DOCUMENTS = [
  'Your last three months of payslips, or your latest tax return if you are self employed',
  'Your last three months of bank statements showing your income being paid in',
];
const IDENTITY_DOCUMENTS = [
  'Your passport or photocard driving licence',
  'A utility bill or council tax bill from the last three months',
];

const UPLOAD_LINK: ResultLink = { text: 'Upload your documents securely', href: '/upload-documents' };

/** A link with its placeholders filled in, without the query parameters that came out empty (no promotion code). */
export function withoutEmptyParams(href: string): string {
  const [path = '', query] = href.split('?', 2);
  if (query === undefined) return href;
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.endsWith('='));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/** The content of a result page for a product (doc 3 §2). */
export function resultContent(id: ResultId, product: ProductDefinition | undefined): ResultContent {
  const isCreditCard = product?.productType === 'credit-card';
  const isRegularSaverExclusive = product?.code === 'IM760' || product?.code === 'IM632';
  switch (id) {
    case 'sorry':
      // doc 3 §2: phone number and opening hours for IM760 and IM632; links to forms for other products.
      return isRegularSaverExclusive
        ? {
            title: "Sorry, we can't open your account online",
            intro: [
              "We weren't able to confirm your details online.",
              'Call us and we can talk about how to open your account.',
            ],
            showPhone: true,
          }
        : {
            title: "Sorry, we can't open your account online",
            intro: ["We weren't able to confirm your details, so we can't open {product} for you online."],
            links: [
              { text: 'Apply using a paper form', href: '/forms/account-application.pdf' },
              { text: 'Find a branch near you', href: '/branches' },
            ],
          };
    case 'decline':
      // doc 3 §2: the title depends on the credit check, account prerequisites and credit card.
      return {
        title: isCreditCard
          ? "Sorry, we can't offer you a credit card"
          : product?.hasAccountPrerequisites
            ? "Sorry, you can't open this account yet"
            : product?.hasCreditCheck
              ? "Sorry, we can't open this account after our credit check"
              : "Sorry, we can't open this account",
        intro: [
          'We have looked carefully at your application and we are not able to accept it.',
          'We have recorded the search of your credit file. You can ask the credit reference agencies for a free copy of your credit report.',
        ],
        showPhone: true,
      };
    case 'deferred':
      return {
        title: "We're checking your application",
        intro: ['We need to look at a few more details before we can open your account.'],
        list: {
          heading: 'What happens next',
          items: [
            `One of our team will review your application. This usually takes up to ${inWords(deferredReviewBusinessDays)} business days.`,
            'We will contact you by email or phone when we have finished.',
          ],
        },
      };
    case 'deferredCard':
      return {
        title: "We're checking your application",
        intro: ['You already hold one of our credit cards, so we need to check a few details by hand.'],
        list: {
          heading: 'What happens next',
          items: [
            `We will review your application within ${inWords(deferredReviewBusinessDays)} business days.`,
            'We will write to you with our decision.',
          ],
        },
      };
    case 'idDeferred':
      return {
        title: 'We need to see your ID',
        intro: ["We couldn't confirm your identity online, so we need to see your ID in person."],
        list: {
          heading: 'What to do next',
          items: [
            'Take your ID and proof of address to any of our branches.',
            'Quote your application reference: {reference}.',
            ...IDENTITY_DOCUMENTS,
          ],
        },
        links: [{ text: 'Find a branch near you', href: '/branches' }],
        footer: [`We will keep your application for ${documentUploadDays} days.`],
      };
    case 'proofOfIncome':
      return {
        title: 'We need proof of your income',
        intro: ['Before we can finish your application we need to see proof of your income.'],
        list: { heading: 'Send us', items: INCOME_DOCUMENTS },
        links: [UPLOAD_LINK],
        footer: [`Please upload your documents within ${documentUploadDays} days.`],
      };
    case 'creditCheckDeferred':
    case 'creditCheckPoiDeferred':
      return {
        title: 'We need some documents from you',
        intro: ["We couldn't match your details with the credit reference agencies."],
        list: {
          heading: 'Send us',
          items: id === 'creditCheckPoiDeferred' ? [...IDENTITY_DOCUMENTS, ...INCOME_DOCUMENTS] : IDENTITY_DOCUMENTS,
        },
        // doc 3 §2: the IM760 variant adds a back-to-website link.
        links: isRegularSaverExclusive ? [UPLOAD_LINK, { text: 'Back to our website', href: '/' }] : [UPLOAD_LINK],
        footer: [`Please upload your documents within ${documentUploadDays} days.`],
      };
    case 'contactBank':
      return {
        title: 'Please call us',
        intro: [
          "We couldn't find all the details we need to let you continue online.",
          'Call us and we will help you finish your application.',
        ],
        showPhone: true,
      };
    case 'setupInProgress':
      return isCreditCard
        ? {
            title: "We're setting up your credit card",
            intro: [
              `Your credit card will be ready on the next working day. Your card and PIN will arrive by post in ${cardAndPinDays} days.`,
            ],
          }
        : {
            title: "We're setting up your account",
            intro: ['Your account will open on the next working day. We will email you when it is ready.'],
          };
    case 'providerAVerification':
      return {
        title: 'Verify your identity in our app',
        intro: [
          'To finish your application, verify your identity in our app. You will need your application reference.',
          'Your application reference is {reference}.',
        ],
        copyReference: true,
        links: [
          { text: 'Download on the App Store', href: '{appleLink}' },
          { text: 'Get it on Google Play', href: '{googleLink}' },
        ],
        showPhone: true,
      };
    case 'providerBInvite':
      return {
        title: 'Check your identity with our partner',
        intro: [
          'We have sent you an invitation by email and text to check your identity with our identity-check partner.',
        ],
        links: [{ text: 'Go to your applications', href: '/portal' }],
      };
    case 'providerBPendingCase':
      return {
        title: "We're waiting for your identity check",
        intro: [
          'Our identity-check partner has not finished checking your identity yet. We will contact you when it has.',
        ],
      };
    case 'providerBPendingRefer':
      return {
        title: "We're reviewing your identity check",
        intro: [
          `Your identity check needs a closer look. We will contact you within ${inWords(deferredReviewBusinessDays)} business days.`,
        ],
        links: [
          { text: 'Free money advice', href: 'https://www.moneyhelper.org.uk' },
          { text: 'How your deposits are protected', href: 'https://www.fscs.org.uk' },
        ],
        logout: true,
      };
    case 'duplicateCustomer':
      return {
        title: 'You look familiar',
        intro: [
          'It looks like you may already have applied, or already bank with us.',
          'Please check the details you gave us, or call us and we will help you.',
        ],
        showPhone: true,
      };
    case 'alreadyCustomer':
      // doc 3 §2: "links to the authentication route, carrying applyFor, brandId and promocode" (an empty
      // parameter is left out, see withoutEmptyParams).
      return {
        title: 'You are already one of our customers',
        intro: ['Log in to apply: we will fill in the details we already have.'],
        links: [
          {
            text: 'Log in to apply',
            href: '/authentication?applyFor={productCode}&brandId={brandId}&promocode={promocode}',
          },
        ],
      };
    // doc 3 §8 "Time has run out" (WCAG 2.2.1: after the warning, the page says what happened and what to do).
    case 'timedOut':
      return {
        title: 'Time has run out',
        intro: [
          'You have not done anything for a while, so for your security we have stopped your application.',
          'Nothing you entered was saved. You can start again.',
        ],
        links: [{ text: 'Start again', href: '/?applyFor={productCode}&brandId={brandId}&promocode={promocode}' }],
      };
    // doc 1 §2, doc 3 §2 Regular saver exclusive pages: each has one button to an external site.
    case 'applyInBranch':
      return {
        title: 'Please apply in a branch',
        intro: [
          'As you are 16 or 17, you can open a Regular Saver Exclusive in one of our branches. Bring your ID with you.',
        ],
        // doc 3 §9 "Branch-style opening hours" (content/figures.ts)
        list: { heading: 'Our branches are open', items: [...FIGURES.hours.branch] },
        links: [{ text: 'Find a branch', href: 'https://www.example.com/branches' }],
      };
    case 'existingRegularSaver':
      return {
        title: 'You already have this account',
        intro: ['You can hold one Regular Saver Exclusive, including one held jointly, and you already have one.'],
        links: [{ text: 'See our other savings accounts', href: 'https://www.example.com/savings' }],
      };
    case 'openCurrentAccount':
      return {
        title: 'Open a current account first',
        intro: ['The Regular Saver Exclusive is for customers who hold one of our current accounts.'],
        links: [{ text: 'Compare our current accounts', href: 'https://www.example.com/current-accounts' }],
      };
    case 'applicationSubmitted':
      return {
        title: 'Application submitted',
        intro: ['Thank you. We have your application and will be in touch.'],
        logout: true,
      };
  }
}

/** The phone line of a result page that shows it ("Call us on 0800 …", with the opening hours below). */
export const RESULT_CALL_US = 'Call us on';

/** doc 3 §2 "Identity verification in a phone app": the copy-to-clipboard control's texts, by its state. */
export const COPY_TO_CLIPBOARD = {
  idle: 'Copy to clipboard',
  copied: 'Successfully copied',
  failed: 'There has been an error',
} as const;
