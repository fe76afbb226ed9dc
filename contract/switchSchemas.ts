// The superstruct schemas of the switch call (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §7.2). The client
// builds the body with services/switchPayload.ts and checks the answer against these; the sandbox platform validates
// the request with them, then the field rules of content/fields/switching.ts (the same declaration the screen uses).
import { boolean, enums, type Infer, literal, object, optional, pattern, size, string } from 'superstruct';
import { IsoDate } from './schemas';

const Digits = (count: number) => pattern(string(), new RegExp(`^\\d{${count}}$`));

export const SwitchRequest = object({
  switch_type: enums(['FULL', 'PART']),
  customer_info: object({
    /** A nationality code (doc 2 §3.9 countries), when the application has one. */
    nationality: optional(size(string(), 1, 40)),
    country_of_residence: literal('GB'),
  }),
  /** The account just opened, that the old one switches into. */
  new_account: object({ sort_code: Digits(6), account_number: Digits(8) }),
  old_account: object({
    name: size(string(), 1, 18),
    debit_card: boolean(),
    sort_code: Digits(6),
    account_number: Digits(8),
    /** Only with a debit card (doc 2 §5.7 "16 digits"); never logged, never stored in clear. */
    card_number: optional(Digits(16)),
    /** MMYY */
    card_expiry: optional(Digits(4)),
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
