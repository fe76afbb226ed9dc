// A decision-in-principle case (doc 1 §7 `GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase`) as the journey
// uses it: the product applied for and the form values the application starts with. Pure.
import { findProduct, findProductByApiCode } from '../content/products';
import { fromApiDate } from '../contract/dates';
import type { DipCaseResponse } from '../contract/schemas';
import type { DipCaseOutput } from '../machines/actorContracts';

export function fromDipCase(dip: DipCaseResponse): DipCaseOutput {
  const product = findProduct(dip.product.code) ?? findProductByApiCode(dip.product.code);
  const { name, dob, email } = dip.applicant;
  return {
    productCode: product?.code,
    form: {
      ...(name.title ? { title: name.title } : {}),
      firstName: name.first,
      lastName: name.last,
      ...(dob ? { dateOfBirth: fromApiDate(dob) } : {}),
      ...(email ? { emailAddress: email, emailAddressConfirmation: email } : {}),
    },
  };
}
