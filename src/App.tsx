// The app: the layout around the screen the chart names, and the URL kept in step with the chart.
import { Suspense } from 'react';
import { MODALS, SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { selectModal, selectScreen, useJourney } from './journeyActor';
import { Layout } from './Layout';
import { UrlSync } from './UrlSync';

export function App() {
  const screen = useJourney(selectScreen);
  const Screen = SCREENS[screen] ?? LoadingScreen;
  const modal = useJourney(selectModal);
  const Modal = modal ? MODALS[modal] : undefined;
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
