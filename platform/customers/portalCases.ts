// The portal's case list (doc 1 "Portal", doc 2 §3.6): the customer's real cases (linked by customer
// number, or by the enquiry's customer_id: the customer's id or, as the app sends it from the form's
// customerNumber (doc 2 §3.1, §7.1), their customer number) and the seeded listing-only entries (origin=mobile, prefixes
// other than CS, SA and CC, case types other than csap) that exercise the client's filtering.
import { findProductByApiCode } from '../../content/products';
import type { CaseSummary } from '../../contract/authSchemas';
import type { Enquiry } from '../../contract/schemas';
import type { Db } from '../db/db';
import type { CustomerRecord } from './customerStore';

interface CaseRow {
  id: string;
  bank_id: string;
  product_type: string;
  sub_type: string;
  product_code: string;
  enquiry: Enquiry;
  created_at: Date | string;
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
  const real = await db.query<CaseRow>(
    `SELECT id, bank_id, product_type, sub_type, product_code, enquiry, created_at FROM cases
     WHERE bank_id = $1 AND (customer_number = $2 OR enquiry->>'customer_id' IN ($2, $3))`,
    [customer.bankId, customer.customerNumber, customer.customerId],
  );
  const seeded = await db.query<SeededRow>(
    'SELECT id, uri, description, product_code, created_at FROM seeded_case_summaries WHERE customer_number = $1',
    [customer.customerNumber],
  );
  const cases: CaseSummary[] = [
    ...real.map((row) => ({
      id: row.id,
      uri: `/banks/${row.bank_id}/cases/csap${row.product_type}/${row.sub_type}/${row.id}`,
      description: productName(row.product_code),
      created_at: iso(row.created_at),
      context: {
        accounts: [{ product: { code: row.product_code } }],
        customers: row.enquiry.applicants.map((applicant, index) => ({
          name: {
            first_name: applicant.personal_details?.name?.first ?? (index === 0 ? customer.firstName : ''),
            last_name: applicant.personal_details?.name?.last ?? (index === 0 ? customer.lastName : ''),
          },
          customer_number: index === 0 ? customer.customerNumber : null,
        })),
      },
    })),
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
