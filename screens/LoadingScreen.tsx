import { COPY } from '../content/copy';
import { Spinner } from '../src/components/Spinner';

export function LoadingScreen() {
  return <Spinner label={COPY.loading} />;
}
