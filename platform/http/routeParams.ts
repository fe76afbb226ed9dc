// The path parameters every route declares, as superstruct structs (doc 1 §7 paths).
import { coerce, type Infer, object, optional, pattern, size, string } from 'superstruct';
import { ApiBankId, CaseSubtype, type ProductTypeUrlPart } from '../../contract/schemas';
import { POSTCODE_KEY_FORMAT, postcodeKey } from '../reference/addressSeed';

/** `csap{product-type}` of a create (doc 1 §7). */
export const CaseTypeWithProduct = pattern(string(), /^csap(?:current|savings|cashisa|creditcard)$/);
/** Case-id-based calls also accept the bare `csap` (doc 1 §7 lettercode, evidence; doc 1 "Portal"). */
export const CaseTypeAny = pattern(string(), /^csap(?:current|savings|cashisa|creditcard)?$/);

export function productTypeOf(caseType: string): ProductTypeUrlPart | undefined {
  const part = caseType.slice('csap'.length);
  return part === 'current' || part === 'savings' || part === 'cashisa' || part === 'creditcard' ? part : undefined;
}

export const BankParams = object({ bankId: ApiBankId });
export type BankParams = Infer<typeof BankParams>;

export const CreateCaseParams = object({ bankId: ApiBankId, caseType: CaseTypeWithProduct, subType: CaseSubtype });
export type CreateCaseParams = Infer<typeof CreateCaseParams>;

export const CaseParams = object({
  bankId: ApiBankId,
  caseType: CaseTypeAny,
  subType: CaseSubtype,
  caseId: size(string(), 1, 64),
});
export type CaseParams = Infer<typeof CaseParams>;

/** Postcodes are matched with spaces removed, upper-cased (doc 1 §7). */
const Postcode = coerce(pattern(string(), POSTCODE_KEY_FORMAT), string(), postcodeKey);

export const PostcodeSearchParams = object({ postcode: Postcode, houseNumber: optional(size(string(), 1, 100)) });
export type PostcodeSearchParams = Infer<typeof PostcodeSearchParams>;

export const AddressRefParams = object({ addressRef: size(string(), 1, 100) });
export type AddressRefParams = Infer<typeof AddressRefParams>;

export const FileParams = object({ file: size(string(), 1, 200) });
export type FileParams = Infer<typeof FileParams>;

export const AttachmentParams = object({ fileName: size(string(), 1, 200) });
export type AttachmentParams = Infer<typeof AttachmentParams>;
