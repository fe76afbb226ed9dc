import { COPY } from '../content/copy';

export function LoadingScreen() {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__icon" aria-hidden="true" />
      <span>{COPY.loading}</span>
    </div>
  );
}
