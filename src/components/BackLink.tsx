// GOV.UK back link: the chart decides where Back leads.
import { COPY } from '../../content/copy';

export function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="back-link" onClick={onBack}>
      {COPY.back}
    </button>
  );
}
