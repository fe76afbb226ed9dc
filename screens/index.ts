// Every screen by the name the chart's state meta gives it. The start page's screens load with the app; the others
// load when first needed, so the start page carries as little JavaScript as it can.
import { type ComponentType, createElement, lazy } from 'react';
import { EligibilityScreen } from './EligibilityScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoadingScreen } from './LoadingScreen';

/** How to fetch each later screen's chunk ahead of time (preloadScreens). */
const PRELOADS = new Map<ComponentType, () => Promise<unknown>>();

/**
 * A screen loaded when first needed. Once its chunk has arrived (preloadScreens) it renders at once: no Suspense
 * fallback painted and replaced on the Continue that shows it (issue 16).
 */
const later = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchScreen = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchScreen() }));
  const Later = () => createElement(loaded ?? Lazy);
  PRELOADS.set(Later, fetchScreen);
  return Later;
};

export const SCREENS: Record<string, ComponentType> = {
  loading: LoadingScreen,
  // WEB-JOINT-AUTHENTICATION on its way to the login app, or back from it (machines/joint.ts): a loading page
  jointAuthentication: LoadingScreen,
  eligibility: EligibilityScreen,
  error: ErrorScreen,
  eligibilityTerms: later(() => import('./EligibilityTermsScreen'), 'EligibilityTermsScreen'),
  callUs: later(() => import('./CallUsScreen'), 'CallUsScreen'),
  personalDetails: later(() => import('./PersonalDetailsScreen'), 'PersonalDetailsScreen'),
  employmentDetails: later(() => import('./EmploymentDetailsScreen'), 'EmploymentDetailsScreen'),
  review: later(() => import('./ReviewScreen'), 'ReviewScreen'),
  submission: later(() => import('./SubmissionScreen'), 'SubmissionScreen'),
  accountOpened: later(() => import('./AccountOpenedScreen'), 'AccountOpenedScreen'),
  result: later(() => import('./ResultScreen'), 'ResultScreen'),
  offer: later(() => import('./offer/OfferScreen'), 'OfferScreen'),
  letterCode: later(() => import('./LetterCodeScreen'), 'LetterCodeScreen'),
  security: later(() => import('./SecurityScreen'), 'SecurityScreen'),
  notFound: later(() => import('./NotFoundScreen'), 'NotFoundScreen'),
  notAvailable: later(() => import('./NotAvailableScreen'), 'NotAvailableScreen'),
  login: later(() => import('./LoginScreen'), 'LoginScreen'),
  portal: later(() => import('./PortalScreen'), 'PortalScreen'),
  registration: later(() => import('./RegistrationScreen'), 'RegistrationScreen'),
  transfer: later(() => import('./TransferScreen'), 'TransferScreen'),
  // Joint pages (machines/joint.ts; doc 3 "Joint pages").
  jointStart: later(() => import('./JointStartScreen'), 'JointStartScreen'),
  jointJoin: later(() => import('./JointJoinScreen'), 'JointJoinScreen'),
  jointBankMismatch: later(() => import('./JointBankMismatchScreen'), 'JointBankMismatchScreen'),
  jointExistingCustomer: later(() => import('./JointExistingCustomerScreen'), 'JointExistingCustomerScreen'),
  jointWaiting: later(() => import('./JointWaitingScreen'), 'JointWaitingScreen'),
  switch: later(() => import('./SwitchScreen'), 'SwitchScreen'),
  components: later(() => import('./ComponentsScreen'), 'ComponentsScreen'),
};

/** Modals over the current screen, by the name a state's meta gives them (`{ modal: 'stepUp' }`). */
export const MODALS: Record<string, ComponentType> = {
  stepUp: later(() => import('./StepUpModal'), 'StepUpModal'),
  jointBadCode: later(() => import('./JointJoinScreen'), 'JointBadCodeModal'),
};

/** The screens a screen's Continue usually leads to: fetched while the applicant is still on it. */
const NEXT_SCREENS: Record<string, string[]> = {
  eligibility: ['eligibilityTerms', 'personalDetails'],
  eligibilityTerms: ['personalDetails'],
  personalDetails: ['employmentDetails'],
  employmentDetails: ['review'],
  review: ['submission'],
  submission: ['result', 'offer', 'accountOpened'],
};

/** Fetches (and evaluates) a screen's chunk; undefined for a screen that comes with the start page. */
export const preloadScreen = (name: string) => {
  const component = SCREENS[name];
  return component ? PRELOADS.get(component) : undefined;
};

/** Fetches (and evaluates) the chunks of the screens that usually follow `screen`; failures are left to the
 * screen's own load, which tries again when it is shown. */
export function preloadNextScreens(screen: string): void {
  for (const next of NEXT_SCREENS[screen] ?? []) preloadScreen(next)?.().catch(() => undefined);
}
