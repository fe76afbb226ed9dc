// What a sandbox control has armed, as a process keeps it (issue 14, issue 16): the fault switch and the unknown-task
// control each check the platform's calls, the poll among them, the hottest call there is. Each keeps the keys with
// something armed, reread from the database at most every ARMED_CACHE_MS, so a call of an unarmed case costs no query.
// A control set through this process is seen at once (`forget`), one set through another process within that time.

/** How long a process trusts its list of armed keys. */
export const ARMED_CACHE_MS = 250;

export interface ArmedSet {
  /** The keys with something armed, from the process's copy when it is fresh. */
  keys(): Promise<Set<string>>;
  /** The keys from the process's copy when it is fresh and read already; undefined: ask `keys()`. */
  known(): Set<string> | undefined;
  /** Drops the copy: the next call reads again (after this process arms something). */
  forget(): void;
}

/** A cached set of the keys `read` answers (a failed read is not kept: the next call reads again). */
export function armedSet(read: () => Promise<readonly string[]>, clock: () => number = Date.now): ArmedSet {
  let armed: { at: number; keys: Promise<Set<string>>; read?: Set<string> } | undefined;
  return {
    keys() {
      const now = clock();
      if (!armed || now - armed.at >= ARMED_CACHE_MS) {
        const keys = read().then((rows) => new Set(rows));
        const copy: NonNullable<typeof armed> = { at: now, keys };
        keys.then(
          (set) => {
            copy.read = set;
          },
          () => {
            if (armed === copy) armed = undefined;
          },
        );
        armed = copy;
      }
      return armed.keys;
    },
    known() {
      if (!armed || clock() - armed.at >= ARMED_CACHE_MS) return undefined;
      return armed.read;
    },
    forget() {
      armed = undefined;
    },
  };
}
