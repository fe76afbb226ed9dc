// The waiting screen while the chart polls for the next task (doc 1 "Submission page").
import { JOURNEY_COPY } from '../content/journeyCopy';
import { Spinner } from '../src/components/Spinner';
import { useJourney } from '../src/journeyActor';

export function SubmissionScreen() {
  const caseId = useJourney((snapshot) => snapshot.context.caseId);
  return (
    <>
      <h1 className="heading-xl">{JOURNEY_COPY.submission.title}</h1>
      <Spinner label={JOURNEY_COPY.submission.body} />
      {caseId ? <p className="body">{JOURNEY_COPY.submission.reference(caseId)}</p> : null}
    </>
  );
}
