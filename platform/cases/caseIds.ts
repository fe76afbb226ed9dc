// Case ids: the product type's two-letter prefix (CS, SA, CC: doc 1 "Portal") and 8 digits.
// Joint link codes: 7 digits (doc 1 §9).
import { randomInt } from 'node:crypto';

const digits = (count: number): string => String(randomInt(0, 10 ** count)).padStart(count, '0');

export function newCaseId(prefix: string): string {
  return `${prefix}${digits(8)}`;
}

export function newJointLinkCode(): string {
  return digits(7);
}

export const CASE_ID_FORMAT = /^[A-Z]{2}\d{8}$/;
