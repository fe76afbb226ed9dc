// The URL is a projection of the chart's state (ARCHITECTURE "Screens and the URL"): entering a screen state
// updates the location; Back, Forward and typed paths become NAVIGATE events and the chart decides. A path the
// chart refuses is put back to the screen it shows.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterNextPaint } from '../services/afterPaint';
import { type JourneySnapshot, selectRoute, useJourney, useJourneyActor } from './journeyActor';
import { landingAddress, productGroupRedirect } from './productGroupRedirect';

/** The query each screen's address carries: the brand (doc 1 "router navigates with brandId added"), the
 * product, and on the submission page the case to poll (the resume link shape of doc 1). */
export function queryFor(snapshot: JourneySnapshot, route: string): string {
  const { context } = snapshot;
  const params = new URLSearchParams();
  params.set('brandId', context.brandId);
  if (context.productCode) params.set('applyFor', context.productCode);
  // Feature overrides stay in the address, so a reload runs with the same features (content/features.ts).
  if (context.entry.addFeatures) params.set('addFeatures', context.entry.addFeatures);
  if (context.entry.removeFeatures) params.set('removeFeatures', context.entry.removeFeatures);
  if (route === '/submission' && context.caseId) {
    params.set('caseId', context.caseId);
    params.set('type', context.productType);
  }
  return `?${params.toString()}`;
}

/**
 * Before a full load to another app (the login app): the address of the screen the chart leaves from goes into the
 * tab's history now. The chart → URL effect below pushes a new screen's address after the next paint, and a load to
 * a fast app can commit before that paint: the history then kept the address before it, and Back from the login app
 * returned there (a joint second applicant's link-code entry, which resumed into the start page and timed out)
 * instead of to the screen the applicant left, which resumes the case and asks again.
 */
export function leaveFrom(route: string, context: JourneySnapshot['context']): void {
  if (window.location.pathname !== route)
    window.history.pushState(window.history.state, '', `${route}${queryFor({ context } as JourneySnapshot, route)}`);
}

/** The save pipeline has a call out (machines/capture.ts sync.saving). */
const isSaving = (snapshot: JourneySnapshot) => snapshot.matches({ main: { capture: { sync: 'saving' } } });

export function UrlSync() {
  const actor = useJourneyActor();
  const route = useJourney(selectRoute);
  const [location, navigate] = useLocation();
  const shown = useRef('');

  // chart -> URL
  useEffect(() => {
    if (!route) return;
    const first = shown.current === '';
    shown.current = route;
    if (window.location.pathname !== route) {
      // doc 1 §4 "Product-group redirects": some product groups load the next page in full (productGroupRedirect.ts).
      const full = first ? undefined : productGroupRedirect(actor.getSnapshot().context, route);
      // the root the redirect loaded shows the reason's screen: its address becomes that screen's, in place
      const landed = first ? landingAddress(actor.getSnapshot().context, route, window.location) : undefined;
      if (full) {
        // A full load ends this page: not while a save is out (step 1's and step 2's Continue show the next screen
        // before its save has answered, issue 16); a refused save moves the chart elsewhere, and this load is not made.
        if (!isSaving(actor.getSnapshot())) window.location.assign(full);
        else {
          const saved = actor.subscribe((snapshot) => {
            if (isSaving(snapshot)) return;
            saved.unsubscribe();
            // (its address from the chart as the save left it: a create's case id is in it now)
            if (selectRoute(snapshot) === route)
              window.location.assign(productGroupRedirect(snapshot.context, route) ?? full);
          });
          return () => saved.unsubscribe();
        }
      } else if (landed) navigate(landed, { replace: true });
      else if (first) navigate(`${route}${queryFor(actor.getSnapshot(), route)}`, { replace: true });
      else {
        // A screen the chart moved to is pushed once it is painted: `pushState` was 9-30 ms of a Continue at 4x CPU
        // (issue 16). A newer screen before then pushes its own address instead.
        let moved = false;
        afterNextPaint().then(() => {
          if (!moved && window.location.pathname !== route) navigate(`${route}${queryFor(actor.getSnapshot(), route)}`);
        });
        return () => {
          moved = true;
        };
      }
    }
  }, [route, actor, navigate]);

  // URL -> chart (Back, Forward)
  useEffect(() => {
    const current = shown.current;
    if (!current || location === current) return;
    actor.send({ type: 'NAVIGATE', path: location });
    const after = selectRoute(actor.getSnapshot());
    if (after === current && window.location.pathname !== current) {
      navigate(`${current}${queryFor(actor.getSnapshot(), current)}`, { replace: true });
    }
  }, [location, actor, navigate]);

  return null;
}
