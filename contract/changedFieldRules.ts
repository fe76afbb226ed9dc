// The enquiry's rules run again only where the form changed (issue 16, the lead's decision "validate what the save
// changed"). An autosave sends the whole form every 15 s with a few answers changed, and the platform ran every rule
// of it each time (contract/enquiryRules.ts validateEnquiryForms), a tenth of a save's time.
//
// What makes skipping a rule sound: a field's definition, its `when` and its rules are pure functions of the form's
// values and of the context (the rule options, today's date and hour: contract/rules.ts reads nothing else). So
// when a form P kept every rule, a form N judged with the same options at the same day and hour gives the same
// answer for every definition that reads none of the top-level answers in which N differs from P. Which answers a
// definition reads is recorded while it runs, through a Proxy of the form (a read of a nested answer is a read of
// its top-level one: `addresses.0.dateMoved` reads `addresses`); anything a Proxy cannot follow (`in`, keys, spread)
// counts as reading everything. The same goes for the list of definitions itself, which the form chooses (a list's
// rows, a field shown for an answer): it is reused only when none of the answers it was built from changed. A
// definition built for P may hold P's values in a closure and read them later; such a late read is recorded too, and
// if it is of a changed answer the whole form is judged afresh.
//
// Nothing here trusts what is kept beyond that: the form kept is any form that kept every rule (a miss, another
// process, another applicant: the rules just run in full), and a refusal is always found by running the rule.
import { type EnquiryRuleOptions, enquiryFieldRules, formForRules } from './enquiryRules';
import type { EnquiryForm } from './mapping';
import { type FieldDefinition, type RuleContext, standardCustomRules, validateValue, valueAt } from './rules';

/** The top-level answers a definition read; ALL: anything. */
type Reads = readonly string[] | typeof ALL;
const ALL = 'all' as const;

/** What one form that kept every rule leaves for the next judgement of the same applicant. */
interface Kept {
  /** The options and the day and hour it was judged on (contract/rules.ts reads the date and the hour). */
  key: string;
  product: EnquiryRuleOptions['product'];
  /** The last form that kept every rule. */
  form: EnquiryForm;
  /** The form the definitions were built on (their closures may read it later). */
  builtOn: EnquiryForm;
  /** The top-level answers in which `form` differs from `builtOn` (none when they are the same form). */
  sinceBuilt: ReadonlySet<string>;
  definitions: readonly FieldDefinition<EnquiryForm>[];
  /**
   * The answers of `builtOn` the definitions were built from, or read later through a closure (it grows); ALL when
   * something a Proxy cannot name was read (keys, `in`, a symbol).
   */
  listReads: { names: Set<string>; all: boolean };
  /** Each definition's reads when it last ran, by position in `definitions`. */
  reads: Reads[];
}

/** The reads of one definition while it runs. */
class ReadLog {
  names: string[] = [];
  all = false;
  reads(): Reads {
    return this.all ? ALL : this.names;
  }
}

/** A Proxy of `form` whose reads go to the definition running (`log()`), none when undefined. */
function watchedValues(form: EnquiryForm, log: () => ReadLog | undefined): EnquiryForm {
  const everything = () => {
    const into = log();
    if (into) into.all = true;
  };
  return new Proxy(form, {
    get(target, name, receiver) {
      const into = log();
      if (into) {
        if (typeof name !== 'string') into.all = true;
        else if (!into.names.includes(name)) into.names.push(name);
      }
      return Reflect.get(target, name, receiver);
    },
    has(target, name) {
      everything();
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      everything();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, name) {
      everything();
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}

/** A Proxy of `form` whose reads, whenever they happen, go to `reads` (the list of definitions built on it). */
function watchedForList(form: EnquiryForm, reads: Kept['listReads']): EnquiryForm {
  return new Proxy(form, {
    get(target, name, receiver) {
      if (typeof name !== 'string') reads.all = true;
      else reads.names.add(name);
      return Reflect.get(target, name, receiver);
    },
    has(target, name) {
      reads.all = true;
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      reads.all = true;
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, name) {
      reads.all = true;
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}

/** Whether two answers are the same (the flat form's values: text, numbers, booleans, lists and plain objects). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!same(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.hasOwn(b, key)) return false;
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** The top-level answers in which two forms differ. */
export function changedAnswers(before: EnquiryForm, after: EnquiryForm): Set<string> {
  const changed = new Set<string>();
  if (before === after) return changed;
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of Object.keys(a)) if (!Object.hasOwn(b, key) || !same(a[key], b[key])) changed.add(key);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) changed.add(key);
  return changed;
}

function readsAny(reads: Reads, changed: ReadonlySet<string>): boolean {
  if (reads === ALL) return changed.size > 0;
  for (const name of reads) if (changed.has(name)) return true;
  return false;
}

function listReadsAny(reads: Kept['listReads'], changed: ReadonlySet<string>): boolean {
  if (reads.all) return changed.size > 0;
  for (const name of changed) if (reads.names.has(name)) return true;
  return false;
}

/** The options, the day and the hour a judgement depends on besides the product (kept by identity). */
function keyOf(options: EnquiryRuleOptions, today: Date): string {
  return `${options.mode}|${options.brandId ?? ''}|${options.isJoint ? 1 : 0}|${options.isExistingCustomer ? 1 : 0}|${
    options.bondIssue ? JSON.stringify(options.bondIssue) : ''
  }|${localHourOf(today)}`;
}

/**
 * The local date and hour of an instant (what contract/rules.ts reads of `today`), worked out once for each hour: the
 * local calendar asks the time zone every time, 11 µs of an autosave under load (bench/results/2026-11-29-save6.md).
 */
let hour = { start: 0, end: -1, key: '' };
function localHourOf(today: Date): string {
  const at = today.getTime();
  if (at >= hour.start && at < hour.end) return hour.key;
  const [year, month, day, hours] = [today.getFullYear(), today.getMonth(), today.getDate(), today.getHours()];
  const key = `${year}-${month}-${day}-${hours}`;
  const start = new Date(year, month, day, hours).getTime();
  const end = new Date(year, month, day, hours + 1).getTime();
  const first = new Date(start);
  const last = new Date(end - 1);
  // Kept only when every instant of the window has that same local date and hour (a daylight-saving change aside).
  const whole =
    start <= at &&
    at < end &&
    first.getDate() === day &&
    first.getHours() === hours &&
    last.getDate() === day &&
    last.getHours() === hours;
  if (whole) hour = { start, end, key };
  return key;
}

/**
 * The forms kept, by the caller's key (a case), least recently used first; bounded, as a miss only costs the whole
 * judgement. Any key is sound: what is kept is a form that kept every rule, whoever sent it.
 */
export class ChangedFieldRules {
  private readonly kept = new Map<string, Kept>();
  /** How the judgements went (the bench, the tests): in whole, or only the definitions that read a change. */
  readonly counts = { whole: 0, changed: 0, definitionsRun: 0 };

  constructor(private readonly capacity = 512) {}

  /**
   * The messages by field of every shown field of `raw` (one applicant's flat form, before formForRules) that breaks
   * a rule, exactly as validateForm(enquiryFieldRules(form, options), form, context) answers them (the same fields in
   * the same order): {} when it keeps them all.
   */
  validate(key: string, raw: EnquiryForm, options: EnquiryRuleOptions, context: RuleContext): Record<string, string> {
    const form = formForRules(raw);
    const ruleContext: RuleContext = { ...context, customRules: standardCustomRules };
    const judgedOn = keyOf(options, context.today);
    const before = this.kept.get(key);
    if (before) this.kept.delete(key);
    let result: { errors: Record<string, string>; kept: Kept } | undefined;
    if (before && before.key === judgedOn && before.product === options.product) {
      result = this.again(before, form, ruleContext);
    }
    if (!result) result = this.whole(form, options, judgedOn, ruleContext);
    const { errors, kept } = result;
    let valid = true;
    for (const _ in errors) {
      valid = false;
      break;
    }
    // A form that broke a rule is not kept: the one before, which kept them all, stays the one to compare with.
    const keep = valid ? kept : before;
    if (keep) {
      this.kept.set(key, keep);
      if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    }
    return errors;
  }

  /** Forgets every kept form (tests). */
  clear(): void {
    this.kept.clear();
  }

  /**
   * Every definition, on the form itself (no Proxy: as fast as validateForm). Their reads are not known yet (ALL): the
   * next form that changes none of the list's answers runs them all again through the Proxy and records them, so a
   * run of saves that keep changing the list (typing an address) costs what judging the whole form always did.
   */
  private whole(
    form: EnquiryForm,
    options: EnquiryRuleOptions,
    key: string,
    context: RuleContext,
  ): { errors: Record<string, string>; kept: Kept } {
    const listReads: Kept['listReads'] = { names: new Set(), all: false };
    // Built on a Proxy of the form: what the definitions read of it, then or later through a closure, is recorded.
    const definitions = enquiryFieldRules(watchedForList(form, listReads), options);
    const errors: Record<string, string> = {};
    const reads: Reads[] = [];
    for (const definition of definitions) {
      const message = judge(definition, form, context);
      reads.push(ALL);
      if (message !== undefined) errors[definition.name] = message;
    }
    this.counts.whole += 1;
    this.counts.definitionsRun += definitions.length;
    return {
      errors,
      kept: { key, product: options.product, form, builtOn: form, sinceBuilt: NONE, definitions, listReads, reads },
    };
  }

  /**
   * Only the definitions that read an answer changed since the form before: the others kept every rule on it and
   * still do. Undefined (judge the whole form) when the list of definitions was built from a changed answer.
   */
  private again(
    before: Kept,
    form: EnquiryForm,
    context: RuleContext,
  ): { errors: Record<string, string>; kept: Kept } | undefined {
    // One walk of the whole form, against the form before; what changed since the list was built follows from it
    // (bench/results/2026-12-01-toast.md: the second walk was 3 µs of a save).
    const changed = changedAnswers(before.form, form);
    const sinceBuilt = changedSince(before, form, changed);
    if (listReadsAny(before.listReads, sinceBuilt)) return undefined;
    // Nothing changed: every definition keeps its rules as it did on the form before.
    if (changed.size === 0) {
      this.counts.changed += 1;
      return { errors: {}, kept: { ...before, form, sinceBuilt } };
    }
    let current: ReadLog | undefined;
    const values = watchedValues(form, () => current);
    const errors: Record<string, string> = {};
    const reads: Reads[] = [];
    let run = 0;
    const { definitions } = before;
    for (let index = 0; index < definitions.length; index += 1) {
      const definition = definitions[index] as FieldDefinition<EnquiryForm>;
      const read = before.reads[index] ?? ALL;
      if (!readsAny(read, changed)) {
        reads.push(read);
        continue;
      }
      current = new ReadLog();
      const message = judge(definition, values, context);
      reads.push(current.reads());
      current = undefined;
      run += 1;
      if (message !== undefined) errors[definition.name] = message;
    }
    // A definition read the form it was built on (a closure) for an answer that has changed since: judge it whole.
    if (listReadsAny(before.listReads, sinceBuilt)) return undefined;
    this.counts.changed += 1;
    this.counts.definitionsRun += run;
    return { errors, kept: { ...before, form, sinceBuilt, reads } };
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The top-level answers in which `form` differs from the form the definitions were built on, from those in which the
 * form before differed from it and those that changed since: an answer in neither is the same in all three forms.
 */
function changedSince(before: Kept, form: EnquiryForm, changed: ReadonlySet<string>): ReadonlySet<string> {
  if (before.form === before.builtOn) return changed;
  const built = before.builtOn as Record<string, unknown>;
  const now = form as Record<string, unknown>;
  const since = new Set<string>();
  for (const names of [before.sinceBuilt, changed]) {
    for (const name of names) {
      if (Object.hasOwn(built, name) !== Object.hasOwn(now, name) || !same(built[name], now[name])) since.add(name);
    }
  }
  return since;
}

/** validateForm's step for one definition: its message, or undefined when hidden or kept. */
function judge(
  definition: FieldDefinition<EnquiryForm>,
  values: EnquiryForm,
  context: RuleContext,
): string | undefined {
  if (definition.when && !definition.when(values)) return undefined;
  return validateValue(definition.rules, valueAt(values, definition.name), values, context);
}
