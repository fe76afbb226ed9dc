// Whether the screen a component belongs to is shown, or rendered ahead out of the document (src/screenAhead.tsx,
// issue 16), and the answers as the screen shows them.
import { createContext, useContext, useState } from 'react';
import type { ApplicationForm } from '../contract/applicationForm';
import { useJourneyActor } from './journeyActor';

/** False inside a screen rendered ahead of the Continue that will show it; true once shown (and everywhere else). */
export const ScreenShownContext = createContext(true);

export function useScreenShown(): boolean {
  return useContext(ScreenShownContext);
}

/**
 * A value of the screen's, taken once when the screen is shown: at its mount when it mounts shown, or again when a
 * screen rendered ahead is shown, in the render that shows it (what was taken ahead is the answers as they were
 * then). The same value for the rest of the screen's life.
 */
export function useTakenWhenShown<T>(take: () => T): T {
  const shown = useScreenShown();
  const [taken, setTaken] = useState(() => ({ shown, value: take() }));
  if (taken.shown !== shown) {
    // the screen's render that shows it: the value as it is now, before its children render with it
    const next = { shown, value: shown ? take() : taken.value };
    setTaken(next);
    return next.value;
  }
  return taken.value;
}

/** The application's answers as the screen showed them first (the page's form is the applicant's from then on). */
export function useFormAsShown(): ApplicationForm {
  const actor = useJourneyActor();
  return useTakenWhenShown(() => actor.getSnapshot().context.form);
}
