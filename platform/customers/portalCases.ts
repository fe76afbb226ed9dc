// The portal's case list (doc 1 "Portal", doc 2 §3.6): the customer's real cases (linked by customer
// number, or by the enquiry's customer_id: the customer's id or, as the app sends it from the form's
// customerNumber (doc 2 §3.1, §7.1), their customer number) and the seeded listing-only entries (origin=mobile, prefixes
// other than CS, SA and CC, case types other than csap) that exercise the client's filtering.
import { findProductByApiCode } from '../../content/products';
import type { CaseSummary } from '../../contract/authSchemas';
import type { Enquiry, EnquiryApplicant } from '../../contract/schemas';
import { joinedEnquiry } from '../cases/storedEnquiry';
import type { Db } from '../db/db';
import type { CustomerRecord } from './customerStore';

interface CaseRow {
  id: string;
  bank_id: string;
  product_type: string;
  sub_type: string;
  product_code: string;
  application_type: string;
  enquiry: Enquiry;
  second_applicant: EnquiryApplicant | null;
  created_at: Date | string;
  /** The customer joined this joint case as its second applicant (joint_applicants, issue 12). */
  joined: boolean;
}

interface SeededRow {
  id: string;
  uri: string;
  description: string;
  product_code: string;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function productName(apiCode: string): string {
  return findProductByApiCode(apiCode)?.name ?? `Product ${apiCode}`;
}

export async function portalCases(db: Db, customer: CustomerRecord): Promise<CaseSummary[]> {
  const owner = {
    name: { first_name: customer.firstName, last_name: customer.lastName },
    customer_number: customer.customerNumber,
  };
  // A joint case is in both applicants' portals (issue 12): the first applicant's as any case of theirs, the second's
  // through joint_applicants once they have logged in to it. Each sees only their own entry (the other's name is not
  // theirs to read) and which applicant they are, so that Resume takes them to their own part.
  const real = await db.query<CaseRow>(
    `SELECT c.id, c.bank_id, c.product_type, c.sub_type, c.product_code, c.application_type, c.enquiry, c.second_applicant,
       c.created_at,
       (ja.customer_number IS NOT NULL AND ja.customer_number = $2
        AND c.customer_number IS DISTINCT FROM $2 AND (c.enquiry->>'customer_id') IS DISTINCT FROM $2
        AND (c.enquiry->>'customer_id') IS DISTINCT FROM $3) AS joined
     FROM cases c LEFT JOIN joint_applicants ja ON ja.case_id = c.id
     WHERE c.bank_id = $1
       AND (c.customer_number = $2 OR c.enquiry->>'customer_id' IN ($2, $3) OR ja.customer_number = $2)`,
    [customer.bankId, customer.customerNumber, customer.customerId],
  );
  const seeded = await db.query<SeededRow>(
    'SELECT id, uri, description, product_code, created_at FROM seeded_case_summaries WHERE customer_number = $1',
    [customer.customerNumber],
  );
  const cases: CaseSummary[] = [
    ...real.map((row) => {
      const joint = row.application_type === 'joint';
      const own = row.joined ? 1 : 0;
      const enquiry = joinedEnquiry(row.enquiry, row.second_applicant);
      const applicants = joint ? [enquiry.applicants[own] ?? {}] : enquiry.applicants;
      return {
        id: row.id,
        uri: `/banks/${row.bank_id}/cases/csap${row.product_type}/${row.sub_type}/${row.id}`,
        description: productName(row.product_code),
        created_at: iso(row.created_at),
        ...(joint ? { applicant_index: own } : {}),
        context: {
          accounts: [{ product: { code: row.product_code } }],
          customers: applicants.map((applicant, index) => ({
            name: {
              first_name: applicant.personal_details?.name?.first ?? (index === 0 ? customer.firstName : ''),
              last_name: applicant.personal_details?.name?.last ?? (index === 0 ? customer.lastName : ''),
            },
            customer_number: index === 0 ? customer.customerNumber : null,
          })),
        },
      };
    }),
    ...seeded.map((row) => ({
      id: row.id,
      uri: row.uri,
      description: row.description,
      created_at: iso(row.created_at),
      context: { accounts: [{ product: { code: row.product_code } }], customers: [owner] },
    })),
  ];
  return cases.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
