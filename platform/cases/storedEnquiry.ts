// How a case's enquiry is stored (issue 16, migration 700): the joint second applicant's entry (`applicants[1]`) in a
// column of its own, `cases.second_applicant`, and the rest, the first applicant's entry with the case-level fields,
// in `cases.enquiry`. The platform reads and writes the whole enquiry (CaseRecord.enquiry) through caseStore.ts, which
// joins and splits it here; each applicant's autosave (routes/autosaveStatement.ts) then writes its own column alone.
// Before, the second applicant's save rewrote the whole enquiry with `jsonb_set`, which takes the stored document apart
// and builds it again, and checked its shape in two more reads: their statement took 0.68 of the floor's bare jsonb
// UPDATE in process on PGlite, and takes 0.59 (bench/results/2026-12-02-second-column.md).
import type { Enquiry, EnquiryApplicant } from '../../contract/schemas';

/**
 * The enquiry as the platform reads it: the stored one with the second applicant's entry after the first's. A stored
 * enquiry of no entry (only ever written by hand) keeps the second applicant's entry second, after an empty first.
 */
export function joinedEnquiry(stored: Enquiry, second: EnquiryApplicant | null | undefined): Enquiry {
  if (!second) return stored;
  return { ...stored, applicants: [stored.applicants[0] ?? {}, second] };
}

/** The enquiry split for its two columns: `enquiry` with the first applicant's entry only, and the second's entry. */
export function splitEnquiry(enquiry: Enquiry): { stored: Enquiry; second: EnquiryApplicant | null } {
  const [first, second] = enquiry.applicants;
  if (enquiry.applicants.length < 2 || !first) return { stored: enquiry, second: null };
  return { stored: { ...enquiry, applicants: [first] }, second: second ?? null };
}
