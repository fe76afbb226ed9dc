// The waiting screen while the chart polls for the next task (doc 1 "Submission page").
import { COPY } from '../content/copy';
import { Spinner } from '../src/components/Spinner';
import { useJourney } from '../src/journeyActor';

export function SubmissionScreen() {
  const caseId = useJourney((snapshot) => snapshot.context.caseId);
  return (
    <>
      <h1 className="heading-xl">{COPY.submission.title}</h1>
      <Spinner label={COPY.submission.body} />
      {caseId ? <p className="body">{COPY.submission.reference(caseId)}</p> : null}
    </>
  );
}
