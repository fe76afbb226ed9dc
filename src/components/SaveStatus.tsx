// Issue 10: an autosave that failed is said beside the form's button, until a save succeeds. The live region is
// always in the page, so a screen reader announces the message when it appears (role=status: polite, it does not
// interrupt what is being typed).
import { JOURNEY_COPY } from '../../content/journeyCopy';
import { useJourney } from '../journeyActor';

export function SaveStatus() {
  const saveFailed = useJourney((snapshot) => snapshot.context.saveFailed);
  return (
    <div role="status" className="save-status" data-testid="save-status">
      {saveFailed ? <p className="inset save-status__failed">{JOURNEY_COPY.saveStatus.failed}</p> : null}
    </div>
  );
}
