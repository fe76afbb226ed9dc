/**
 * The user timing marks src/main.tsx makes at the end of each of the start page's three tasks (issue 16): the
 * modules run, the chart built, the journey started with its first render asked for. e2e/startPageBudget.spec.ts
 * finds them in a trace of the start page, each in a task of its own; in DevTools they name the tasks.
 */
export const START_MARKS = {
  modules: 'start page: modules run',
  chart: 'start page: chart built',
  started: 'start page: journey started',
} as const;
