// The app: the layout around the screen the chart names, and the URL kept in step with the chart.
import { Suspense } from 'react';
import { SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { selectScreen, useJourney } from './journeyActor';
import { Layout } from './Layout';
import { UrlSync } from './UrlSync';

export function App() {
  const screen = useJourney(selectScreen);
  const Screen = SCREENS[screen] ?? LoadingScreen;
  return (
    <Layout>
      <UrlSync />
      <Suspense fallback={<LoadingScreen />}>
        <Screen key={screen} />
      </Suspense>
    </Layout>
  );
}
