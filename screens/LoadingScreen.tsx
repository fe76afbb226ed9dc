import { COPY } from '../content/copy';
import { Spinner } from '../src/components/Spinner';

export function LoadingScreen() {
  // A full viewport high (.loading-screen): the footer stays below the fold until the screen it waits for arrives,
  // instead of showing under the spinner and jumping away (a layout shift of 0.137 on the start page, issue 16).
  return (
    <div className="loading-screen">
      <Spinner label={COPY.loading} />
    </div>
  );
}
