/** The platform's code for a submit missing fields a decision needs (platform/cases/submitReadiness.ts). */
export const MISSING_REQUIRED_FIELDS_CODE = 'incomplete_application';
