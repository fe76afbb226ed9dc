// React's work counted in the page (bench/webProfile.ts --trace, e2e/continue.spec.ts): install COUNT_REACT_WORK with
// page.addInitScript({ content: COUNT_REACT_WORK }) before the app loads, then read window.__benchReact.
import type { Page } from '@playwright/test';

export interface ReactWork {
  commits: number;
  rendered: number;
  mounted: number;
  /** Each commit's components rendered/mounted. */
  perCommit: string[];
}

/**
 * Counts React's commits and the components each one rendered, through the hook React DevTools uses (a component
 * rendered when its fiber is new or did work, flag PerformedWork; a subtree whose child list is the one already
 * committed is skipped). Function, class, forwardRef, memo and simple memo components: React's work tags 0, 1, 11, 14,
 * 15. A string: the page runs it as it is (tsx would wrap named functions in a helper the page lacks).
 */
export const COUNT_REACT_WORK = `(() => {
  const work = { commits: 0, rendered: 0, mounted: 0, perCommit: [] };
  const components = new Set([0, 1, 11, 14, 15]);
  const visit = (fiber) => {
    for (let at = fiber; at; at = at.sibling) {
      if (components.has(at.tag)) {
        if (!at.alternate) { work.rendered += 1; work.mounted += 1; }
        else if (at.flags & 1) work.rendered += 1;
      }
      if (!at.alternate || at.child !== at.alternate.child) visit(at.child);
    }
  };
  window.__benchReact = work;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (id, root) => {
      const before = [work.rendered, work.mounted];
      work.commits += 1;
      visit(root.current.child);
      work.perCommit.push((work.rendered - before[0]) + '/' + (work.mounted - before[1]));
    },
  };
})()`;

/** Sets the counts to nothing, from here on. */
export async function resetReactWork(page: Page): Promise<void> {
  await page.evaluate(() => {
    const work = (window as unknown as { __benchReact: ReactWork }).__benchReact;
    work.commits = 0;
    work.rendered = 0;
    work.mounted = 0;
    work.perCommit = [];
  });
}

export async function reactWork(page: Page): Promise<ReactWork> {
  return page.evaluate(() => (window as unknown as { __benchReact: ReactWork }).__benchReact);
}
