// The URL's guards and actions (doc 1 "Route table"; ARCHITECTURE "The URL is a projection of state"): NAVIGATE events
// the chart accepts or refuses, composed into the one setup() by setup.ts.
import { canVisitRoute } from './guards';
import { type JourneyGuard, journeyAssign } from './logic';
import { isKnownRoute, normalisePath } from './routes';

export const navigationGuards = {
  isUnknownRoute: (({ event }) => event.type === 'NAVIGATE' && !isKnownRoute(event.path)) satisfies JourneyGuard,
  isEntryPathUnknown: (({ context }) => !isKnownRoute(context.entry.path)) satisfies JourneyGuard,
  navigatesTo: (({ event }, params) =>
    event.type === 'NAVIGATE' && normalisePath(event.path) === params.path) satisfies JourneyGuard<{ path: string }>,
  canVisitRoute: (({ context, event }, params) =>
    event.type === 'NAVIGATE' &&
    normalisePath(event.path) === params.path &&
    canVisitRoute(context, params.path)) satisfies JourneyGuard<{ path: string }>,
};

export const navigationActions = {
  /** Leaving /not-found: the path typed or reached by Back is where the journey now starts from. */
  readNavigatedPath: journeyAssign(({ context, event }) =>
    event.type === 'NAVIGATE' ? { entry: { ...context.entry, path: normalisePath(event.path) } } : {},
  ),
};
