// /joint/next (doc 1: awaitapplicant -> Joint/next; WEB-JOINT-NEXT): the waiting page. The first applicant sees their
// link code and the "is the other person with you" question (Yes hands this device over, WEB-JOINT-ACCOUNT); No
// shows the "other person must be available" page with the invitation by email and text. The second applicant, their
// part done, waits for the first. The chart polls meanwhile; this page only shows and sends.
import { JOINT_INVITATION_FIELDS, JOINT_OTHER_PERSON_PRESENT_FIELD } from '../content/fields/joint';
import { JOINT_COPY } from '../content/joint';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

type Phase = 'loading' | 'asking' | 'otherAvailable' | 'secondary';

const selectPhase = (snapshot: JourneySnapshot): Phase => {
  type PagePhase = 'asking' | 'otherAvailable' | 'inviting' | 'otherApplicantBusy';
  const page = (phase: PagePhase) => snapshot.matches({ main: { joint: { waiting: { page: phase } } } });
  if (page('asking')) return 'asking';
  if (page('otherAvailable') || page('inviting')) return 'otherAvailable';
  if (page('otherApplicantBusy')) return 'secondary';
  return 'loading';
};

interface InvitationValues {
  jointInvitationEmail?: string;
  jointInvitationMobile?: string;
}

function LinkCode({ code }: { code: string | undefined }) {
  if (!code) return null;
  return (
    <div className="panel">
      <h2 className="heading-m">{JOINT_COPY.waiting.codeLabel}</h2>
      <p className="heading-l" data-testid="joint-link-code">
        {code}
      </p>
      <p className="body">{JOINT_COPY.waiting.codeHelp}</p>
    </div>
  );
}

function Invitation() {
  const actor = useJourneyActor();
  const invitation = useJourney((snapshot) => snapshot.context.joint.invitation);
  const sending = useJourney((snapshot) => snapshot.matches({ main: { joint: { waiting: { page: 'inviting' } } } }));
  return (
    <>
      <p className="body">{JOINT_COPY.otherAvailable.inviteIntro}</p>
      {invitation === 'sent' ? (
        <p className="body" role="status">
          {JOINT_COPY.otherAvailable.inviteSent}
        </p>
      ) : null}
      {invitation === 'failed' ? (
        <p className="error-message" role="alert">
          {JOINT_COPY.otherAvailable.inviteFailed}
        </p>
      ) : null}
      <JourneyForm
        fields={JOINT_INVITATION_FIELDS}
        initialValues={{}}
        submitLabel={JOINT_COPY.otherAvailable.inviteButton}
        syncValues={false}
        onValid={(values) => {
          const typed = values as InvitationValues;
          if (sending || (!typed.jointInvitationEmail && !typed.jointInvitationMobile)) return;
          actor.send({
            type: 'JOINT_INVITATION_SENT',
            email: typed.jointInvitationEmail || undefined,
            mobile: typed.jointInvitationMobile || undefined,
          });
        }}
      >
        {(_form, handlers) => (
          <>
            {JOINT_INVITATION_FIELDS.map((field) => (
              <FormField key={field.name} field={field} {...handlers} />
            ))}
          </>
        )}
      </JourneyForm>
    </>
  );
}

export function JointWaitingScreen() {
  const actor = useJourneyActor();
  const phase = useJourney(selectPhase);
  const code = useJourney((snapshot) => snapshot.context.joint.linkCode);

  if (phase === 'secondary') {
    return (
      <>
        <h1 className="heading-xl">{JOINT_COPY.waiting.title}</h1>
        <p className="body" role="status">
          {JOINT_COPY.waiting.secondaryBody}
        </p>
      </>
    );
  }
  if (phase === 'otherAvailable') {
    return (
      <>
        <h1 className="heading-xl">{JOINT_COPY.otherAvailable.title}</h1>
        <p className="body">{JOINT_COPY.otherAvailable.body}</p>
        <LinkCode code={code} />
        <Invitation />
        <p className="body">{JOINT_COPY.waiting.polling}</p>
      </>
    );
  }
  return (
    <>
      <h1 className="heading-xl">{JOINT_COPY.waiting.title}</h1>
      <LinkCode code={code} />
      {phase === 'asking' ? (
        <JourneyForm
          fields={[JOINT_OTHER_PERSON_PRESENT_FIELD]}
          initialValues={{}}
          submitLabel="Continue"
          syncValues={false}
          onValid={(values) =>
            actor.send({
              type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED',
              answer: (values as { jointOtherPersonPresent?: string }).jointOtherPersonPresent === 'Yes' ? 'Yes' : 'No',
            })
          }
        >
          {(_form, handlers) => <FormField field={JOINT_OTHER_PERSON_PRESENT_FIELD} {...handlers} />}
        </JourneyForm>
      ) : null}
      <p className="body">{JOINT_COPY.waiting.polling}</p>
    </>
  );
}
