// Sandbox decision-in-principle cases (doc 1 §7 `GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase`): fictional
// applicants, never real people. A link `/?brandId=CB&uuid=<uuid>` starts the application of the case's product with
// the name, date of birth and e-mail filled in (platform/README.md "Decision in principle").
import type { DipCaseResponse } from '../contract/schemas';

export interface SeededDipCase extends DipCaseResponse {
  /** The bank whose case it is: another bank's path answers 404. */
  bankId: 'CB' | 'YB';
}

export const DIP_CASES: readonly SeededDipCase[] = [
  {
    uuid: '3f2b8c1e-5d4a-4e8b-9c1f-0a1b2c3d4e5f',
    bankId: 'CB',
    product: { code: 'IM135' },
    decision: 'ACCEPT',
    applicant: {
      name: { title: 'Ms', first: 'Dipti', last: 'Principle' },
      dob: '1985-04-12',
      email: 'dipti.principle@example.com',
    },
  },
  {
    uuid: '7a6e5d4c-3b2a-4f1e-8d7c-6b5a4f3e2d1c',
    bankId: 'YB',
    product: { code: 'G99' },
    decision: 'REFER',
    applicant: { name: { first: 'Rhys', last: 'Decision' }, dob: '1979-11-30' },
  },
];

export function findDipCase(bankId: string, uuid: string): SeededDipCase | undefined {
  return DIP_CASES.find((item) => item.bankId === bankId && item.uuid.toLowerCase() === uuid.toLowerCase());
}
