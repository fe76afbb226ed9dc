// The validation rule engine of doc 2 §5.8, run alike by the screens and the sandbox platform
// (ARCHITECTURE "Services"). Rules are data (ruleTypes/rule.ts); this file evaluates them.
// Time comes in through the context (`today`), never from the clock, so a rule is a pure function.
import {
  addYears,
  ageOn,
  type CalendarDate,
  calendarDateOf,
  compareDates,
  daysBetween,
  isWorkingDay,
  parseAnyDate,
  parseIsoDate,
  workingDaysBetween,
} from './dates';
import { isNamedType, NAMED_TYPES } from './ruleTypes/namedTypes';
import { type DateRef, type FieldRef, isRuleKind, type Rule } from './ruleTypes/rule';
import { isEmptyValue, valueAt } from './values';

export type { NamedType } from './ruleTypes/namedTypes';
export type { DateRef, FieldRef, Rule, RuleKind } from './ruleTypes/rule';
export { isEmptyValue, valueAt } from './values';

export type CustomRuleParams = Readonly<Record<string, string | number | boolean>>;

/** A custom rule: true when the value is valid. It is called only for non-empty values. */
export type CustomRuleCheck = (
  value: unknown,
  values: object,
  params: CustomRuleParams,
  context: RuleContext,
) => boolean;

export interface RuleContext {
  /** The current instant, injected (the clock is never read inside a rule). */
  today: Date;
  /** Named custom rules; looked up before the standard ones below. */
  customRules?: Readonly<Record<string, CustomRuleCheck>>;
  /** Where configuration faults go: unknown kinds, unknown names, bad patterns (doc 1 §5). */
  warn: (message: string) => void;
  /**
   * The bank-holiday calendar of `workingDaysFromToday` (contract/bankHolidays.ts: England and Wales, from
   * date-holidays). Injected, like `today`, so the start page does not carry the library; without one that rule
   * fails and warns rather than forget the holidays.
   */
  isBankHoliday?: (date: CalendarDate) => boolean;
}

export interface FieldDefinition<V extends object = object> {
  /** The field's name in the form values; a dot path reaches into lists (`addresses.0.dateMoved`). */
  name: string;
  rules: readonly Rule[];
  /** Whether the field is shown; a hidden field is not validated. Absent: always shown. */
  when?: (values: V) => boolean;
}

/** Working-day cut-off: after 10:00 the working-day offset is one day more (doc 2 §5.7, §9). */
export const WORKING_DAY_CUT_OFF_HOUR = 10;

/**
 * Custom rules every context has. netIncomeWithinGross (doc 2 §5.4, doc 3 §5): the net monthly income
 * is valid if 0 or at most gross annual income / 12, so with a gross of 0 it must not exceed 0; all
 * three clauses are the one inequality net ≤ gross / 12. `params.grossField` names the gross field
 * (grossAnnualIncome, or revisedGrossAnnualIncome for the revised pair). An empty or non-numeric gross
 * passes here: the gross field's own rules report it.
 */
/**
 * The set of a `oneOf` rule's allowed values, split once per distinct list (a country list is some 200 values; issue 16).
 * The lists are the declarations' own, so they are few; the cache is cleared if that ever stops being true.
 */
const ALLOWED_SETS = new Map<string, ReadonlySet<string>>();
function allowedSet(allowed: string): ReadonlySet<string> {
  let set = ALLOWED_SETS.get(allowed);
  if (!set) {
    if (ALLOWED_SETS.size >= 256) ALLOWED_SETS.clear();
    set = new Set(allowed.split('|'));
    ALLOWED_SETS.set(allowed, set);
  }
  return set;
}

export const standardCustomRules: Readonly<Record<string, CustomRuleCheck>> = {
  /** doc 2 §5.6, doc 3 §5: a telephone PIN has no four identical digits and no ascending or descending run. */
  pinNotGuessable: (value) => {
    const pin = String(value);
    if (!/^\d{4}$/.test(pin)) return false;
    const digits = [...pin].map(Number);
    const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
    return (
      !steps.every((step) => step === 0) && !steps.every((step) => step === 1) && !steps.every((step) => step === -1)
    );
  },
  /** doc 2 §5.2: a UK postcode, or a BFPO number where the product allows it (`params.allowBFPO`). */
  postcode: (value, _values, params) => {
    const text = String(value);
    return NAMED_TYPES.ukPostcode(text) || (params.allowBFPO === true && NAMED_TYPES.bfpoPostcode(text));
  },
  /**
   * doc 2 §3.9: one of `params.allowed` (values joined by |), as a product restricts residential statuses; for a
   * list (checkboxes: contact methods) every item.
   */
  oneOf: (value, _values, params) => {
    const allowed = allowedSet(String(params.allowed ?? ''));
    return (Array.isArray(value) ? value : [value]).every((item) => allowed.has(String(item)));
  },
  /** doc 2 §5.3: a country chosen in one row of a list is excluded from the other rows. */
  notInOtherRows: (value, values, params) => {
    const rows = valueAt(values, String(params.list));
    if (!Array.isArray(rows)) return true;
    return !rows.some((row, index) => index !== Number(params.index) && row === value);
  },
  /** doc 2 §5.5: the pair the bank details lookup did not find (a 404) is invalid until either part changes. */
  bankDetailsFound: (value, values, params) =>
    !(
      String(value).replace(/\D/g, '') === String(params.invalidAccountNumber) &&
      String(valueAt(values, 'bankDetailsSortCode') ?? '').replace(/\D/g, '') === String(params.invalidSortCode)
    ),
  netIncomeWithinGross: (value, values, params) => {
    const net = toNumber(value);
    const gross = toNumber(valueAt(values, String(params.grossField ?? 'grossAnnualIncome')));
    if (Number.isNaN(gross)) return true;
    return !Number.isNaN(net) && net <= gross / 12;
  },
};

/** Whole or decimal numbers, from numbers or plain numeric text; NaN for anything else. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim())) return Number(value);
  return Number.NaN;
}

function isFieldRef(operand: unknown): operand is FieldRef {
  return typeof operand === 'object' && operand !== null && 'field' in operand;
}

function dateOf(value: unknown): CalendarDate | undefined {
  return typeof value === 'string' ? parseAnyDate(value.trim()) : undefined;
}

/**
 * The date a rule compares with. 'skip' when it names a field that is empty or not yet a date:
 * that field's own rules report it, and this one cannot be judged yet.
 */
function resolveDate(ref: DateRef, offsetYears: number, values: object, context: RuleContext) {
  let base: CalendarDate | undefined;
  if (ref === 'today') base = calendarDateOf(context.today);
  else if (isFieldRef(ref)) {
    base = dateOf(valueAt(values, ref.field));
    if (!base) return 'skip';
  } else {
    base = parseIsoDate(ref.iso);
    if (!base) {
      context.warn(`Validation rule date "${ref.iso}" is not a YYYY-MM-DD date; the rule fails.`);
      return undefined;
    }
  }
  return offsetYears ? addYears(base, offsetYears) : base;
}

/** MMYY, not before the month of today (doc 2 §5.7 "expiry MMYY, not in the past"). */
function cardExpiryValid(value: unknown, today: CalendarDate): boolean {
  const match = typeof value === 'string' ? /^(0[1-9]|1[0-2])([0-9]{2})$/.exec(value) : null;
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > today.year || (year === today.year && month >= today.month);
}

function compareOperand(value: unknown, to: string | number | boolean | FieldRef, values: object): boolean {
  const other = isFieldRef(to) ? valueAt(values, to.field) : to;
  return String(value ?? '') === String(other ?? '');
}

function numberOperand(than: number | FieldRef, values: object): number {
  return isFieldRef(than) ? toNumber(valueAt(values, than.field)) : than;
}

/** Compiled patterns by flags and source; a stateful ('g' or 'y') one is compiled afresh each time (lastIndex). */
/** Compiled patterns, bounded as the value paths are (contract/values.ts). */
const PATTERNS = new Map<string, RegExp | null>();
const MAX_PATTERNS = 5000;

function patternOf(source: string, flags: string | undefined): RegExp | null {
  if (flags && /[gy]/.test(flags)) return compile(source, flags);
  const key = `${flags ?? ''}/${source}`;
  let pattern = PATTERNS.get(key);
  if (pattern === undefined) {
    pattern = compile(source, flags);
    if (PATTERNS.size >= MAX_PATTERNS) PATTERNS.clear();
    PATTERNS.set(key, pattern);
  }
  return pattern;
}

function compile(source: string, flags: string | undefined): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** The age in whole years on `today` of a birth date; NaN (every comparison false) for no date. */
const ageOf = (date: CalendarDate | undefined, today: CalendarDate) =>
  date === undefined ? Number.NaN : ageOn(date, today);

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * true when the rule holds for a value that is not empty (or any value, for `required`). What a rule reads of the
 * value (its text, length, number, date, today) is worked out by the rules that read it, not for every rule: the
 * platform runs every rule of the enquiry on each save (issue 16).
 */
function holds(rule: Rule, value: unknown, values: object, context: RuleContext): boolean {
  const today = () => calendarDateOf(context.today);
  const length = () => (Array.isArray(value) ? value.length : textOf(value)?.length);
  const number = () => toNumber(value);
  const date = () => dateOf(value);

  switch (rule.kind) {
    case 'required':
      if (rule.unlessFilled && !isEmptyValue(valueAt(values, rule.unlessFilled))) return true;
      return value !== false && !isEmptyValue(value);
    case 'minLength': {
      const count = length();
      return count !== undefined && count >= rule.min;
    }
    case 'maxLength': {
      const count = length();
      return count !== undefined && count <= rule.max;
    }
    case 'equal':
      return compareOperand(value, rule.to, values);
    case 'notEqual':
      return !compareOperand(value, rule.to, values);
    case 'regex': {
      const pattern = patternOf(rule.pattern, rule.flags);
      if (!pattern) {
        context.warn(`Validation pattern /${rule.pattern}/${rule.flags ?? ''} does not compile; the rule fails.`);
        return false;
      }
      const text = textOf(value);
      return text !== undefined && pattern.test(text);
    }
    case 'type':
      if (!isNamedType(rule.type)) {
        context.warn(`Unknown validation type "${String(rule.type)}"; the rule fails (doc 1 §5).`);
        return false;
      }
      return textOf(value) !== undefined && NAMED_TYPES[rule.type](textOf(value) as string);
    case 'minAge':
      // doc 2 §5.1: valid from the day of the birthday that completes `years`
      return ageOf(date(), today()) >= rule.years;
    case 'maxAge':
      // doc 2 §5.1 "at most 120 (invalid if over 120 plus one year)". Two readings: invalid once 120
      // plus one year has passed, i.e. from the 121st birthday (120 and 364 days is still 120); or
      // invalid only when over 121 in whole years, from the 122nd birthday. The stricter, the first.
      return ageOf(date(), today()) <= rule.years;
    case 'before':
    case 'after':
    case 'sameOrAfter': {
      const other = resolveDate(rule.date, rule.offsetYears ?? 0, values, context);
      if (other === 'skip') return true;
      const own = date();
      if (!own || !other) return false;
      const order = compareDates(own, other);
      return rule.kind === 'before' ? order < 0 : rule.kind === 'after' ? order > 0 : order >= 0;
    }
    case 'notInFuture': {
      const own = date();
      return own !== undefined && compareDates(own, today()) <= 0;
    }
    case 'inFuture': {
      const own = date();
      return own !== undefined && compareDates(own, today()) > 0;
    }
    case 'daysFromToday': {
      const own = date();
      const days = own && daysBetween(today(), own);
      return days !== undefined && days >= rule.min && days <= rule.max;
    }
    case 'workingDaysFromToday': {
      // doc 2 §5.7 gives two readings of the switch date: at least 7 business days ahead, a business
      // day, under 90 (calendar) days away; or 5 to 90 working days. Content combines this rule with
      // daysFromToday for the stricter of both. "After 10:00 the offset is one day more": from 10:00
      // sharp, on any day, the minimum is one more (the stricter reading: the maximum does not move).
      const holidays = context.isBankHoliday;
      if (!holidays) {
        context.warn('No bank-holiday calendar in the rule context; a working-days rule fails.');
        return false;
      }
      const own = date();
      if (!own || !isWorkingDay(own, holidays)) return false;
      const afterCutOff = context.today.getHours() >= (rule.cutOffHour ?? WORKING_DAY_CUT_OFF_HOUR);
      const days = workingDaysBetween(today(), own, holidays);
      return days >= rule.min + (afterCutOff ? 1 : 0) && days <= rule.max;
    }
    case 'cardExpiry':
      return cardExpiryValid(value, today());
    case 'lessThan':
    case 'greaterThan': {
      const other = numberOperand(rule.than, values);
      // a referenced field that is empty or not a number cannot be judged yet: its own rules report it
      if (Number.isNaN(other)) return true;
      return rule.kind === 'lessThan' ? number() < other : number() > other;
    }
    case 'multipleOf':
      return Number.isFinite(number()) && number() % rule.step === 0;
    case 'between':
      return number() >= rule.min && number() <= rule.max;
    case 'custom': {
      const check = context.customRules?.[rule.name] ?? standardCustomRules[rule.name];
      if (!check) {
        context.warn(`Unknown custom validation rule "${rule.name}"; the rule fails.`);
        return false;
      }
      return check(value, values, rule.params ?? {}, context);
    }
  }
}

/**
 * The message of the first rule the value breaks, or undefined when it keeps them all.
 * Optional fields: every rule but `required` passes on an empty value, so a field without a
 * `required` rule may be left blank. An unknown rule kind fails and warns, even on an empty value
 * (doc 1 §5 "An unknown validation type logs a warning and fails validation", doc 2 §5.8).
 */
export function validateValue(
  rules: readonly Rule[],
  value: unknown,
  values: object,
  context: RuleContext,
): string | undefined {
  for (const rule of rules) {
    if (!isRuleKind(rule.kind)) {
      context.warn(`Unknown validation rule kind "${String(rule.kind)}"; validation fails (doc 1 §5).`);
      return rule.message || `Unknown validation rule "${String(rule.kind)}"`;
    }
    if (rule.kind !== 'required' && isEmptyValue(value)) continue;
    if (!holds(rule, value, values, context)) return rule.message;
  }
  return undefined;
}

/** Messages by field name for every shown field that breaks a rule; {} when the form is valid. */
export function validateForm<V extends object>(
  definitions: readonly FieldDefinition<V>[],
  values: V,
  context: RuleContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const definition of definitions) {
    if (definition.when && !definition.when(values)) continue;
    const message = validateValue(definition.rules, valueAt(values, definition.name), values, context);
    if (message !== undefined) errors[definition.name] = message;
  }
  return errors;
}
