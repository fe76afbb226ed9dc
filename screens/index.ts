// Every screen by the name the chart's state meta gives it. The start page's screens load with the app; the others
// load when first needed, so the start page carries as little JavaScript as it can.
import { type ComponentType, lazy } from 'react';
import { EligibilityScreen } from './EligibilityScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoadingScreen } from './LoadingScreen';

const later = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const SCREENS: Record<string, ComponentType> = {
  loading: LoadingScreen,
  eligibility: EligibilityScreen,
  error: ErrorScreen,
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
};
