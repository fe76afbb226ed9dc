// The switch region's own guards, actions and call inputs (doc 1 §4 "Switch", doc 2 §7.2, doc 3 §8), composed into the
// one setup() by setup.ts. The switch values (the card number among them) live only in the chart's memory, under
// `switching.values`: never in the journey's form, so never saved with the case or put in browser storage.

import type { EvidenceInput, SubmitSwitchInput } from './actorContracts';
import { productOf } from './guards';
import type { JourneyContext, SwitchState } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign } from './logic';

export const EMPTY_SWITCH: SwitchState = { values: undefined, errorCode: undefined, switched: false };

/** The account just opened: the switch's new account (doc 2 §7.2 new_account). */
function openedAccount(context: JourneyContext) {
  const account = context.accounts.find((item) => item.account_number && item.sort_code);
  return account ? { sortCode: account.sort_code ?? '', accountNumber: account.account_number ?? '' } : undefined;
}

/**
 * Switching applies to a product whose task after registration is WEB-SWITCH (the current accounts,
 * content/products.ts) once its account is open, and not after the switch was set up.
 */
export function switchApplies(context: JourneyContext): boolean {
  return (
    productOf(context)?.postRegistrationTask === 'WEB-SWITCH' &&
    openedAccount(context) !== undefined &&
    !context.switching.switched
  );
}

export function submitSwitchInput(context: JourneyContext): SubmitSwitchInput {
  return {
    bankId: context.bankId,
    values: context.switching.values ?? {},
    newAccount: openedAccount(context) ?? { sortCode: '', accountNumber: '' },
    nationality: context.form.nationality,
  };
}

/** doc 1 §4: the screenshot of the switch page taken before the switch is sent, as evidence with the case. */
export function switchEvidenceInput(context: JourneyContext): EvidenceInput {
  const { bankId, productType, subType, caseId } = context;
  return { bankId, productType, subType, caseId: caseId ?? '', context: 'SWITCH_SUBMITTED' };
}

/** doc 3 §2: the joint switch page, informational only, for a joint application (subType JOINT). */
export function isJointSwitch(context: Pick<JourneyContext, 'form'>): boolean {
  return context.form.subType?.toUpperCase() === 'JOINT';
}

export const switchGuards = {
  switchApplies: (({ context }) => switchApplies(context)) satisfies JourneyGuard,
  /** The switch was sent and accepted in this journey. */
  switchSetUp: (({ context }) => context.switching.switched) satisfies JourneyGuard,
};

export const switchActions = {
  /** On entering the switch page: nothing sent yet, no message. */
  startSwitch: journeyAssign(({ context }) => ({
    switching: { ...EMPTY_SWITCH, switched: context.switching.switched },
  })),
  storeSwitchValues: journeyAssign(({ context, event }) =>
    event.type === 'SWITCH_SUBMITTED'
      ? { switching: { ...context.switching, values: event.values, errorCode: undefined } }
      : {},
  ),
  /** doc 1 §4: "Changing the switch date clears the error". */
  clearSwitchError: journeyAssign(({ context }) => ({ switching: { ...context.switching, errorCode: undefined } })),
  /** The values are dropped once sent: the card number stays no longer than the call. */
  storeSwitchDone: journeyAssign(() => ({ switching: { values: undefined, errorCode: undefined, switched: true } })),
  storeSwitchError: journeyAssign(({ context, event }) => ({
    switching: { ...context.switching, values: undefined, errorCode: errorOf(event)?.code ?? 'unexpected' },
  })),
};
