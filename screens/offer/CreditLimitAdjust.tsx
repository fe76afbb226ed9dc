// The credit-limit adjust page, preset to the offer limit (doc 3 §2); the rules of doc 2 §5.5.

import type { FieldContent } from '../../content/fields/fieldTypes';
import { creditLimitValidationMsg, OFFER_COPY, pounds } from '../../content/offers';
import { BackLink } from '../../src/components/BackLink';
import { FormField } from '../../src/components/FormField';
import { JourneyForm } from '../../src/forms/JourneyForm';
import { useJourney, useJourneyActor } from '../../src/journeyActor';

/** doc 2 §5.5: credit limit at least 500. */
const CREDIT_LIMIT_MINIMUM = 500;

export function CreditLimitAdjust() {
  const actor = useJourneyActor();
  const offer = useJourney((snapshot) => snapshot.context.offers[0]);
  if (!offer?.creditLimit) return null;
  const minimum = Math.max(offer.creditLimit.minimum, CREDIT_LIMIT_MINIMUM);
  const maximum = offer.creditLimit.offerLimit;
  const message = creditLimitValidationMsg(pounds(minimum), pounds(maximum));
  const field: FieldContent = {
    name: 'creditLimit',
    label: OFFER_COPY.adjust.label,
    hint: OFFER_COPY.adjust.hint(pounds(minimum), pounds(maximum)),
    control: 'currency',
    inputMode: 'numeric',
    width: 'medium',
    section: 'credit-limit',
    // doc 2 §5.5: digits only, whole, a multiple of 100, at least 500, between the offer minimum and offer_limit.
    rules: [
      { kind: 'required', message },
      { kind: 'type', type: 'digits', message },
      { kind: 'multipleOf', step: 100, message },
      { kind: 'between', min: minimum, max: maximum, message },
    ],
  };
  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{OFFER_COPY.adjust.title}</h1>
      <JourneyForm
        fields={[field]}
        initialValues={{ creditLimit: String(maximum) } as never}
        submitLabel={OFFER_COPY.adjust.submit}
        onValid={(values) =>
          actor.send({
            type: 'AMEND_CREDIT_LIMIT',
            offerId: offer.id,
            limit: Number((values as { creditLimit?: string }).creditLimit),
          })
        }
      >
        {(_form, handlers) => <FormField field={field} {...handlers} />}
      </JourneyForm>
    </>
  );
}
