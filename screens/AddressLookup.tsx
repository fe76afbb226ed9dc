// The postcode lookup above the current address (doc 1 §7 address search, doc 2 §5.2): search by postcode and
// house number, choose a result, and the address fields below are filled in; they can always be typed by hand.
import type { FormApi } from 'final-form';
import { useEffect, useId, useRef, useState } from 'react';
import { COPY } from '../content/copy';
import type { ApplicationForm, FormAddress } from '../machines/journeyTypes';
import { isSearchablePostcode, normalisePostcode } from '../src/forms/format';
import { useJourney, useJourneyActor } from '../src/journeyActor';

export function AddressLookup({ form, index }: { form: FormApi<ApplicationForm>; index: number }) {
  const actor = useJourneyActor();
  const lookup = useJourney((snapshot) => snapshot.context.addressLookup);
  const [houseNumber, setHouseNumber] = useState('');
  const searchId = useId();
  const applied = useRef(lookup.selectedCount);

  // A chosen address arrives from the chart: fill the fields once per choice.
  useEffect(() => {
    if (!lookup.selected || lookup.selectedCount === applied.current) return;
    applied.current = lookup.selectedCount;
    const current = form.getState().values.addresses?.[index] ?? {};
    const chosen: FormAddress = { ...lookup.selected, dateMoved: current.dateMoved, isManual: false };
    form.change(`addresses.${index}` as keyof ApplicationForm, chosen as never);
    actor.send({ type: 'FORM_CHANGED', values: form.getState().values });
  }, [lookup.selected, lookup.selectedCount, form, index, actor]);

  const postcode = String(form.getState().values.addresses?.[index]?.postcode ?? '');
  const canSearch = isSearchablePostcode(postcode);

  return (
    <div className="address-lookup">
      <div className="form-group">
        <label className="label" htmlFor={`${searchId}-house`}>
          {COPY.personalDetails.houseNumberForSearch}
        </label>
        <input
          id={`${searchId}-house`}
          className="input input--short"
          value={houseNumber}
          autoComplete="off"
          onChange={(event) => setHouseNumber(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button--secondary"
        // doc 2 §5.2: search is disabled while the postcode is invalid.
        disabled={!canSearch || lookup.status === 'searching'}
        onClick={() =>
          actor.send({ type: 'ADDRESS_SEARCH', postcode: normalisePostcode(postcode), houseNumber: houseNumber.trim() })
        }
      >
        {COPY.personalDetails.findAddress}
      </button>
      <div aria-live="polite" className="address-lookup__status">
        {lookup.status === 'searching' ? <p>{COPY.personalDetails.searching}</p> : null}
        {lookup.status === 'notFound' ? <p className="error-message">{COPY.personalDetails.addressNotFound}</p> : null}
        {lookup.status === 'failed' ? (
          <p className="error-message">{COPY.personalDetails.addressLookupFailed}</p>
        ) : null}
        {lookup.status === 'results' ? <p>{COPY.personalDetails.addressesFound(lookup.results.length)}</p> : null}
      </div>
      {lookup.status === 'results' ? (
        <div className="form-group">
          <label className="label" htmlFor={`${searchId}-results`}>
            {COPY.personalDetails.selectAddress}
          </label>
          <select
            id={`${searchId}-results`}
            className="select select--wide"
            defaultValue=""
            onChange={(event) => {
              if (event.target.value) actor.send({ type: 'ADDRESS_SELECTED', addressRef: event.target.value });
            }}
          >
            <option value="">{COPY.personalDetails.addressesFound(lookup.results.length)}</option>
            {lookup.results.map((result) => (
              <option key={result.id} value={result.id}>
                {result.potential_address}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
