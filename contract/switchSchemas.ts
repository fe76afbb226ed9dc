// The superstruct schemas of the switch call (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §7.2). The client
// builds the body with contract/switchMapping.ts and checks the answer against these; the sandbox platform validates
// the request's structure with them, then the field rules of content/fields/switching.ts (the declaration the screen
// uses), so a field is refused on both sides by one rule with one message.
import { boolean, enums, type Infer, literal, object, optional, pattern, size, string } from 'superstruct';
import { IsoDate } from './schemas';

const Digits = (count: number) => pattern(string(), new RegExp(`^\\d{${count}}$`));

/** A form value the field rules check (bounded: a request is hostile input until checked). */
const FieldValue = size(string(), 0, 40);

export const SwitchRequest = object({
  switch_type: enums(['FULL', 'PART']),
  customer_info: object({
    /** A nationality code (doc 2 §3.9 countries), when the application has one. */
    nationality: optional(size(string(), 1, 40)),
    country_of_residence: literal('GB'),
  }),
  /** The account just opened, that the old one switches into. */
  new_account: object({ sort_code: Digits(6), account_number: Digits(8) }),
  /**
   * The old account: each value is a switch field of content/fields/switching.ts, checked by that field's own rules
   * on the platform (platform/switching/switchValidation.ts) as on the page, so a refusal has the page's words; the
   * schema only bounds its size.
   */
  old_account: object({
    name: FieldValue,
    debit_card: boolean(),
    sort_code: FieldValue,
    account_number: FieldValue,
    /** Only with a debit card (doc 2 §5.7); never logged, never stored in clear. */
    card_number: optional(FieldValue),
    /** MMYY */
    card_expiry: optional(FieldValue),
  }),
  /** The switch date, YYYY-MM-DD (doc 2 §9). */
  complete_date: IsoDate,
});
export type SwitchRequest = Infer<typeof SwitchRequest>;

/** 201: the switch is set up (doc 2 §8 code 000). doc 2 §7.2 does not show the body; this is the sandbox's. */
export const SwitchResponse = object({
  switch_id: string(),
  code: literal('000'),
  switch_type: enums(['FULL', 'PART']),
  complete_date: IsoDate,
});
export type SwitchResponse = Infer<typeof SwitchResponse>;
