// The switch page, /switch (doc 1 §4 "Switch", doc 2 §5.7, §7.2, doc 3 §2 "Switch pages", §8). Reached from account
// opened for a current account whose product switches (content/products.ts postRegistrationTask WEB-SWITCH), by the
// page's link or by navigating to /switch. The joint switch page (subType JOINT) is informational only. No then
// Proceed goes to account opened; Yes then Proceed takes a screenshot for evidence, then sends the switch
// (POST /banks/{bank-id}/cases/cas); success goes to account opened, a refusal shows its code's message here, and
// changing the switch date clears it.
import { caseRef, journeySetup } from './setup';
import { submitSwitchInput, switchEvidenceInput } from './switch.logic';

export const switchState = journeySetup.createStateConfig({
  meta: { screen: 'switch', route: '/switch' },
  entry: 'startSwitch',
  initial: 'checking',
  states: {
    // doc 1 "/hasDigitalRegDone ... otherwise to switch and loads the case": a return from another service reloaded
    // the app, so the opened account the switch moves money into (the payload's new account) is read again first, as
    // account opened does; without it the switch could only be refused.
    checking: { always: [{ guard: 'needsOpenedAccounts', target: 'loadingAccounts' }, { target: 'editing' }] },
    loadingAccounts: {
      meta: { screen: 'loading', route: '/switch' },
      invoke: {
        id: 'fetchCompletedCase',
        src: 'fetchCompletedCase',
        input: ({ context }) => caseRef(context),
        onDone: { target: 'editing', actions: 'storeCompleted' },
        onError: { target: 'editing' },
      },
    },
    // The joint switch page (subType JOINT, switch.logic.ts isJointSwitch) is the same state: informational only,
    // its one button is No then Proceed (SWITCH_DECLINED, back to account opened).
    editing: {
      on: {
        SWITCH_DECLINED: { target: '#journey.main.accountOpened' },
        SWITCH_SUBMITTED: { target: 'recordingEvidence', actions: 'storeSwitchValues' },
        SWITCH_DATE_CHANGED: { actions: 'clearSwitchError' },
      },
    },
    // doc 1 §4 "Yes then Proceed takes a screenshot and submits": the screenshot first (best effort: a failure is
    // counted, the switch still goes).
    recordingEvidence: {
      invoke: {
        id: 'sendEvidence',
        src: 'sendEvidence',
        input: ({ context }) => switchEvidenceInput(context),
        onDone: { target: 'submitting' },
        onError: { target: 'submitting', actions: 'countLostEvidence' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitSwitch',
        src: 'submitSwitch',
        input: ({ context }) => submitSwitchInput(context),
        onDone: { target: '#journey.main.accountOpened', actions: 'storeSwitchDone' },
        onError: { target: 'editing', actions: 'storeSwitchError' },
      },
    },
  },
});
