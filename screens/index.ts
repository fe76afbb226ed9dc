// Every screen by the name the chart's state meta gives it.
import type { ComponentType } from 'react';
import { AccountOpenedScreen } from './AccountOpenedScreen';
import { CallUsScreen } from './CallUsScreen';
import { EligibilityScreen } from './EligibilityScreen';
import { EmploymentDetailsScreen } from './EmploymentDetailsScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoadingScreen } from './LoadingScreen';
import { NotAvailableScreen } from './NotAvailableScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { PersonalDetailsScreen } from './PersonalDetailsScreen';
import { ResultScreen } from './ResultScreen';
import { ReviewScreen } from './ReviewScreen';
import { SubmissionScreen } from './SubmissionScreen';

export const SCREENS: Record<string, ComponentType> = {
  loading: LoadingScreen,
  eligibility: EligibilityScreen,
  callUs: CallUsScreen,
  personalDetails: PersonalDetailsScreen,
  employmentDetails: EmploymentDetailsScreen,
  review: ReviewScreen,
  result: ResultScreen,
  submission: SubmissionScreen,
  accountOpened: AccountOpenedScreen,
  error: ErrorScreen,
  notFound: NotFoundScreen,
  notAvailable: NotAvailableScreen,
};
