// The app: the layout around the screen the chart names, and the URL kept in step with the chart.
import { Suspense, useEffect } from 'react';
import { MODALS, preloadNextScreens, SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { preloadPlatformClients } from '../services/actors';
import { selectModal, selectScreen, useJourney } from './journeyActor';
import { Layout } from './Layout';
import { UrlSync } from './UrlSync';

export function App() {
  const screen = useJourney(selectScreen);
  const Screen = SCREENS[screen] ?? LoadingScreen;
  const modal = useJourney(selectModal);
  const Modal = modal ? MODALS[modal] : undefined;
  // Issue 16: the next screen's chunk is fetched once the applicant starts on this one (their first key, pointer or
  // focus), so Continue does not wait for it and the start page's own bytes stay what the start page needs.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const preload = (event: Event) => {
      // The focus the layout moves to a new screen's heading is not the applicant's: preloading then would fetch and
      // evaluate the next chunks inside the Continue that showed this screen.
      if (event.type === 'focusin' && event.target instanceof HTMLHeadingElement) return;
      for (const type of events) document.removeEventListener(type, preload, true);
      preloadNextScreens(screen);
      // Past the start page, the platform's call modules too: step 1's Continue makes the first call.
      if (screen !== 'eligibility') preloadPlatformClients();
    };
    for (const type of events) document.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, preload, true);
    };
  }, [screen]);
  return (
    <Layout>
      <UrlSync />
      <Suspense fallback={<LoadingScreen />}>
        <Screen key={screen} />
      </Suspense>
      {Modal ? (
        <Suspense fallback={null}>
          <Modal />
        </Suspense>
      ) : null}
    </Layout>
  );
}
