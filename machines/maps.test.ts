import { describe, expect, it } from 'vitest';
import { CASE_STATES } from '../contract/caseStates';
import { CASE_STATE_ROUTES, routeForCaseState } from './caseStates';
import { isKnownRoute, normalisePath, ROUTES } from './routes';
import { REVIEW_EDIT_LINKS, WEB_TASK_ROUTES } from './webTasks';

describe('the case-state and web-task maps (doc 1)', () => {
  it('lead only to routes of the route table', () => {
    for (const route of Object.values(CASE_STATE_ROUTES)) expect(ROUTES).toContain(route);
    for (const route of Object.values(WEB_TASK_ROUTES)) expect(ROUTES).toContain(route);
  });

  it('maps exactly the one case-state list the platform moves cases through (contract/caseStates.ts)', () => {
    expect(Object.keys(CASE_STATE_ROUTES).sort()).toEqual([...CASE_STATES].sort());
  });

  it('maps the case states doc 1 names', () => {
    expect(routeForCaseState('applicationprocessing')).toBe('/submission');
    expect(routeForCaseState('fulfillmentinprogress')).toBe('/registration');
    expect(routeForCaseState('creditcheckreferrednomatch')).toBe('/credit-check-deferred');
    expect(routeForCaseState('confirmauthcode')).toBe('/letter-code');
    expect(routeForCaseState('nonsense')).toBeUndefined();
    expect(routeForCaseState('toString')).toBeUndefined();
  });

  it('has an edit link for every review section, each opening step 1 or step 2', () => {
    for (const link of Object.values(REVIEW_EDIT_LINKS)) {
      expect(['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS']).toContain(link.task);
    }
  });
});

describe('routes', () => {
  it('knows the route table and nothing else', () => {
    expect(isKnownRoute('/step-1')).toBe(true);
    expect(isKnownRoute('/step-1/')).toBe(true);
    expect(isKnownRoute('/review?x=1')).toBe(true);
    expect(isKnownRoute('/steps')).toBe(false);
    expect(isKnownRoute('/admin')).toBe(false);
    expect(normalisePath('/')).toBe('/');
  });
});
