// /joint/join: the second applicant's link-code entry (doc 3 "Joint pages": label Link code, button Confirm code, help
// says the code is 7 digits, supplied by the other person). The field's rules are content/fields/joint.ts; the chart
// checks the code with the platform. A refusal (doc 1 §8 319) is the chart's badCode state, whose meta names the
// bad-code modal (JointBadCodeModal, drawn over this screen by src/App.tsx like the step-up modal).
import { useEffect, useRef } from 'react';
import { findBrand } from '../content/brands';
import { JOINT_LINK_CODE_FIELD } from '../content/fields/joint';
import { JOINT_COPY } from '../content/joint';
import { FormField } from '../src/components/FormField';
import { SavingsLanding } from '../src/components/SavingsLanding';
import { JourneyForm } from '../src/forms/JourneyForm';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import './dialog.css';

interface View {
  entered: string | undefined;
  checking: boolean;
  badCode: boolean;
  phone: string;
}

const selectView = (snapshot: JourneySnapshot): View => ({
  entered: snapshot.context.joint.entered,
  checking: snapshot.matches({ main: { joint: { secondary: 'checking' } } }),
  badCode: snapshot.matches({ main: { joint: { secondary: 'badCode' } } }),
  phone: findBrand(snapshot.context.brandId)?.phone ?? '',
});

const sameView = (a: View, b: View) =>
  a.entered === b.entered && a.checking === b.checking && a.badCode === b.badCode && a.phone === b.phone;

/** doc 1 §8 319: the joint modal over the link-code page, shown while the chart is in its badCode state (meta). */
export function JointBadCodeModal() {
  const actor = useJourneyActor();
  const { phone } = useJourney(selectView, sameView);
  const onClose = () => actor.send({ type: 'JOINT_MODAL_CLOSED' });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal modal--dialog"
      aria-labelledby="joint-bad-code-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="heading-l" id="joint-bad-code-title">
        {JOINT_COPY.badCode.title}
      </h2>
      <p className="body">{JOINT_COPY.badCode.body(phone)}</p>
      <button type="button" className="button" onClick={onClose}>
        {JOINT_COPY.badCode.close}
      </button>
    </dialog>
  );
}

export function JointJoinScreen() {
  const actor = useJourneyActor();
  const { entered, checking } = useJourney(selectView, sameView);
  return (
    <>
      <h1 className="heading-xl">{JOINT_COPY.join.title}</h1>
      <SavingsLanding />
      <p className="body">{JOINT_COPY.join.intro}</p>
      <JourneyForm
        fields={[JOINT_LINK_CODE_FIELD]}
        initialValues={{ jointLinkCode: entered }}
        submitLabel={JOINT_COPY.join.button}
        syncValues={false}
        onValid={(values) => {
          if (checking) return;
          actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: (values.jointLinkCode ?? '').trim() });
        }}
      >
        {(_form, handlers) => <FormField field={JOINT_LINK_CODE_FIELD} {...handlers} />}
      </JourneyForm>
    </>
  );
}
