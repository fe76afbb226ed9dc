// The rule kinds of doc 2 §5.8 as data: every rule is a plain, serialisable object, so content can
// declare them and the client and the platform run the same ones. `message` is the applicant-facing
// wording, supplied by content (doc 3 §5); the engine never writes copy of its own.
import type { NamedType } from './namedTypes';

/** Another field of the form, by name; a dot path reaches into lists (`addresses.0.dateMoved`). */
export interface FieldRef {
  field: string;
}

/** A date to compare with: 'today', a fixed YYYY-MM-DD date, or another (DD-MM-YYYY) field. */
export type DateRef = 'today' | { iso: string } | FieldRef;

interface RuleBase<K extends string> {
  kind: K;
  message: string;
}

/**
 * A value must be present: not empty or blank, a non-empty list, and a ticked checkbox (true)
 * (doc 2 §5.8). `unlessFilled` names another field whose value lifts the need, as in "house number
 * or house name is required when the other is empty" (doc 2 §5.2).
 */
export interface RequiredRule extends RuleBase<'required'> {
  unlessFilled?: string;
}
/** Characters of a text, items of a list. */
export interface MinLengthRule extends RuleBase<'minLength'> {
  min: number;
}
export interface MaxLengthRule extends RuleBase<'maxLength'> {
  max: number;
}
/** Equal (or not) to a fixed value or another field, compared as text. */
export interface EqualRule extends RuleBase<'equal'> {
  to: string | number | boolean | FieldRef;
}
export interface NotEqualRule extends RuleBase<'notEqual'> {
  to: string | number | boolean | FieldRef;
}
/** Pattern source and flags as strings, so the rule stays data. */
export interface RegexRule extends RuleBase<'regex'> {
  pattern: string;
  flags?: string;
}
export interface TypeRule extends RuleBase<'type'> {
  type: NamedType;
}
/** Whole years on a date of birth (DD-MM-YYYY) as of today. */
export interface MinAgeRule extends RuleBase<'minAge'> {
  years: number;
}
export interface MaxAgeRule extends RuleBase<'maxAge'> {
  years: number;
}
/** Compared with `date` moved by `offsetYears` (e.g. at least 16 years after dateOfBirth, doc 2 §5.3). */
export interface DateComparisonRule<K extends 'before' | 'after' | 'sameOrAfter'> extends RuleBase<K> {
  date: DateRef;
  offsetYears?: number;
}
export type NotInFutureRule = RuleBase<'notInFuture'>;
export type InFutureRule = RuleBase<'inFuture'>;
/** Calendar days from today to the date, both bounds included. */
export interface DaysFromTodayRule extends RuleBase<'daysFromToday'> {
  min: number;
  max: number;
}
/**
 * Working days (Monday to Friday, less the England and Wales bank holidays of the context's calendar) from today
 * to the date, both bounds included; the date itself must be a working day; from `cutOffHour` (default 10) the
 * minimum is one more (doc 2 §5.7, §9).
 */
export interface WorkingDaysFromTodayRule extends RuleBase<'workingDaysFromToday'> {
  min: number;
  max: number;
  cutOffHour?: number;
}
/** MMYY, not before the current month (doc 2 §5.7). */
export type CardExpiryRule = RuleBase<'cardExpiry'>;
export interface LessThanRule extends RuleBase<'lessThan'> {
  than: number | FieldRef;
}
export interface GreaterThanRule extends RuleBase<'greaterThan'> {
  than: number | FieldRef;
}
export interface MultipleOfRule extends RuleBase<'multipleOf'> {
  step: number;
}
/** Both bounds included. */
export interface BetweenRule extends RuleBase<'between'> {
  min: number;
  max: number;
}
/** A named function from the registry in the context (or the engine's standard ones). */
export interface CustomRule extends RuleBase<'custom'> {
  name: string;
  params?: Readonly<Record<string, string | number | boolean>>;
}

export type Rule =
  | RequiredRule
  | MinLengthRule
  | MaxLengthRule
  | EqualRule
  | NotEqualRule
  | RegexRule
  | TypeRule
  | MinAgeRule
  | MaxAgeRule
  | DateComparisonRule<'before'>
  | DateComparisonRule<'after'>
  | DateComparisonRule<'sameOrAfter'>
  | NotInFutureRule
  | InFutureRule
  | DaysFromTodayRule
  | WorkingDaysFromTodayRule
  | CardExpiryRule
  | LessThanRule
  | GreaterThanRule
  | MultipleOfRule
  | BetweenRule
  | CustomRule;

export type RuleKind = Rule['kind'];

const KINDS: Record<RuleKind, true> = {
  required: true,
  minLength: true,
  maxLength: true,
  equal: true,
  notEqual: true,
  regex: true,
  type: true,
  minAge: true,
  maxAge: true,
  before: true,
  after: true,
  sameOrAfter: true,
  notInFuture: true,
  inFuture: true,
  daysFromToday: true,
  workingDaysFromToday: true,
  cardExpiry: true,
  lessThan: true,
  greaterThan: true,
  multipleOf: true,
  between: true,
  custom: true,
};

/** Rules arrive as data (content, JSON): this tells a kind the engine knows from one it does not. */
export function isRuleKind(kind: unknown): kind is RuleKind {
  return typeof kind === 'string' && Object.hasOwn(KINDS, kind);
}
