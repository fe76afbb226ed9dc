// The postcode lookup of a UK address (doc 1 §7 address search, doc 2 §5.2): search by postcode and house
// number, choose a result, and the address fields below are filled in; they can always be typed by hand (manual
// entry). The chart has one lookup: the page says which address block it serves (`active`), and only that one
// shows its results and takes the chosen address.
import type { FormApi } from 'final-form';
import { useEffect, useId, useRef, useState } from 'react';
import { JOURNEY_COPY } from '../content/journeyCopy';
import type { ApplicationForm, FormAddress } from '../machines/journeyTypes';
import { isSearchablePostcode, normalisePostcode } from '../src/forms/format';
import { useJourney, useJourneyActor } from '../src/journeyActor';
import './addressLookup.css';

export function AddressLookup({
  form,
  index,
  active = true,
  onSearch,
}: {
  form: FormApi<ApplicationForm>;
  index: number;
  /** This block's search is the chart's current one. */
  active?: boolean;
  /** Called before a search starts, so the page can mark this block active. */
  onSearch?: () => void;
}) {
  const actor = useJourneyActor();
  const lookup = useJourney((snapshot) => snapshot.context.addressLookup);
  const [houseNumber, setHouseNumber] = useState('');
  const searchId = useId();
  // The chosen address last applied (by identity: a new search clears the chart's choice and its count).
  const applied = useRef(lookup.selected);

  // A chosen address arrives from the chart: fill this block's fields once per choice.
  useEffect(() => {
    if (!active || !lookup.selected || lookup.selected === applied.current) return;
    applied.current = lookup.selected;
    const current = form.getState().values.addresses?.[index] ?? {};
    const chosen: FormAddress = {
      ...lookup.selected,
      addressType: 'domestic',
      dateMoved: current.dateMoved,
      residentialStatus: current.residentialStatus,
      isManual: false,
    };
    form.change(`addresses.${index}` as keyof ApplicationForm, chosen as never);
    actor.send({ type: 'FORM_CHANGED', values: form.getState().values });
  }, [active, lookup.selected, form, index, actor]);

  const postcode = String(form.getState().values.addresses?.[index]?.postcode ?? '');
  const canSearch = isSearchablePostcode(postcode);

  return (
    <div className="address-lookup">
      <div className="form-group">
        <label className="label" htmlFor={`${searchId}-house`}>
          {JOURNEY_COPY.personalDetails.houseNumberForSearch}
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
        onClick={() => {
          onSearch?.();
          actor.send({
            type: 'ADDRESS_SEARCH',
            postcode: normalisePostcode(postcode),
            houseNumber: houseNumber.trim(),
          });
        }}
      >
        {JOURNEY_COPY.personalDetails.findAddress}
      </button>
      <div aria-live="polite" className="address-lookup__status" hidden={!active}>
        {lookup.status === 'searching' ? <p>{JOURNEY_COPY.personalDetails.searching}</p> : null}
        {lookup.status === 'notFound' ? (
          <p className="error-message">{JOURNEY_COPY.personalDetails.addressNotFound}</p>
        ) : null}
        {lookup.status === 'invalidPostcode' ? (
          <p className="error-message">{JOURNEY_COPY.personalDetails.invalidPostcode}</p>
        ) : null}
        {lookup.status === 'failed' ? (
          <p className="error-message">{JOURNEY_COPY.personalDetails.addressLookupFailed}</p>
        ) : null}
        {lookup.status === 'results' ? (
          <p>{JOURNEY_COPY.personalDetails.addressesFound(lookup.results.length)}</p>
        ) : null}
      </div>
      {active && lookup.status === 'results' ? (
        <div className="form-group">
          <label className="label" htmlFor={`${searchId}-results`}>
            {JOURNEY_COPY.personalDetails.selectAddress}
          </label>
          <select
            id={`${searchId}-results`}
            className="select select--wide"
            defaultValue=""
            onChange={(event) => {
              if (event.target.value) actor.send({ type: 'ADDRESS_SELECTED', addressRef: event.target.value });
            }}
          >
            <option value="">{JOURNEY_COPY.personalDetails.addressesFound(lookup.results.length)}</option>
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
