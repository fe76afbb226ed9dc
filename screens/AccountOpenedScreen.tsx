// Account opened (doc 1 "Account opened", doc 3 §2): the product's name in the title, account number and sort code
// for products flagged to show them (from completed case retrieval), app links by brand (Amazon when the feature is
// on), each product's sections with their existing-customer conditions (sections 2, 3, 4, 5 and 9 hidden for an
// alternative product), the agreed overdraft by its limit, the access-account and help buttons, the button into
// registration while the customer may still register here, and the switch button of a current account not switched
// yet (in section 9, "Switching to us"). What shows is chosen by content/accountOpened.ts accountOpenedContent; the
// brand's phone line is the layout's footer.
import { useState } from 'react';
import { ACCOUNT_OPENED_COPY, accountOpenedContent, SWITCH_SECTION } from '../content/accountOpened';
import { findBrand } from '../content/brands';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { findProduct } from '../content/products';
import { REGISTRATION_COPY } from '../content/registration';
import { formatSortCode } from '../src/forms/format';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import './accountOpened.css';

interface View {
  accounts: JourneySnapshot['context']['accounts'];
  customerNumber: string | null;
  productCode: string | undefined;
  acceptedProductCode: string | undefined;
  agreedOverdraft: number | undefined;
  brandId: string;
  isExisting: boolean;
  altProduct: boolean;
  amazonLink: boolean;
  canRegister: boolean;
  canSwitch: boolean;
  registered: boolean;
}

/** The accepted offer (doc 1 §4 "Offer"): its product, and its limit unless the overdraft was refused (limit 0). */
function acceptedOffer(context: JourneySnapshot['context']) {
  const { offers, decision } = context;
  const offer = offers.find((candidate) => candidate.id === decision?.offerId) ?? offers[0];
  const refused = decision?.limit === 0;
  return { productCode: offer?.productCode, limit: refused ? 0 : offer?.creditLimit?.offerLimit };
}

const selectView = (snapshot: JourneySnapshot): View => {
  const { context } = snapshot;
  const accepted = acceptedOffer(context);
  return {
    accounts: context.accounts,
    customerNumber: context.customerNumber,
    productCode: context.productCode,
    acceptedProductCode: accepted.productCode,
    agreedOverdraft: accepted.limit,
    brandId: context.brandId,
    isExisting: context.subType === 'existing',
    altProduct:
      context.altProduct === true ||
      (accepted.productCode !== undefined && accepted.productCode !== context.productCode),
    amazonLink: context.config?.features.amazonLink ?? false,
    canRegister: snapshot.can({ type: 'REGISTER' }),
    canSwitch: snapshot.can({ type: 'SWITCH_START' }),
    registered: context.registration?.registered === true,
  };
};

const sameView = (a: View, b: View) => (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key]);

export function AccountOpenedScreen() {
  const actor = useJourneyActor();
  const view = useJourney(selectView, sameView);
  const [helpOpen, setHelpOpen] = useState(false);
  const { accounts, customerNumber, isExisting, altProduct } = view;
  // An alternative product's own name (the accepted offer's product), else the product applied for.
  const product = findProduct(altProduct ? (view.acceptedProductCode ?? view.productCode) : view.productCode);
  const brand = findBrand(view.brandId);
  const account = accounts[0];
  const content = accountOpenedContent(product, {
    isExisting,
    altProduct,
    agreedOverdraft: view.agreedOverdraft,
    amazonLink: view.amazonLink,
  });
  return (
    <>
      <div className="panel panel--confirmation">
        <h1 className="panel__title">{JOURNEY_COPY.accountOpened.title(product?.name ?? 'account')}</h1>
        {content.showAccountDetails && account?.account_number && account.sort_code ? (
          <dl className="panel__body">
            <div>
              <dt>{JOURNEY_COPY.accountOpened.accountNumber}</dt>
              <dd data-testid="account-number">{account.account_number}</dd>
            </div>
            <div>
              <dt>{JOURNEY_COPY.accountOpened.sortCode}</dt>
              <dd data-testid="sort-code">{formatSortCode(account.sort_code)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      {customerNumber ? (
        <p className="body">
          {JOURNEY_COPY.accountOpened.customerNumber}: <strong data-testid="customer-number">{customerNumber}</strong>
        </p>
      ) : null}
      {content.sections.map((section) => (
        <section key={section.header}>
          <h2 className="heading-m">{section.header}</h2>
          <ul className="list list--bullet">
            {section.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          {section.number === SWITCH_SECTION && view.canSwitch ? (
            // Secondary: registration stays the page's one main call to action (a current account's
            // post-registration task is the switch anyway, doc 2 §3.8).
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'SWITCH_START' })}
            >
              {ACCOUNT_OPENED_COPY.switchButton}
            </button>
          ) : null}
        </section>
      ))}
      {view.canRegister ? (
        <button type="button" className="button" onClick={() => actor.send({ type: 'REGISTER' })}>
          {REGISTRATION_COPY.registerButton}
        </button>
      ) : null}
      {view.registered ? <p className="inset">{REGISTRATION_COPY.registeredNote}</p> : null}
      <h2 className="heading-m">{JOURNEY_COPY.accountOpened.appTitle}</h2>
      <ul className="list">
        {content.appLinks.map((store) => (
          <li key={store}>
            <a href={brand?.appLinks[store]}>{JOURNEY_COPY.accountOpened.appLinks[store]}</a>
          </li>
        ))}
      </ul>
      <p className="body">
        <a className="button button--secondary" href={`/login?brandId=${encodeURIComponent(view.brandId)}`}>
          {ACCOUNT_OPENED_COPY.accessAccount}
        </a>{' '}
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={helpOpen}
          aria-controls="account-opened-help"
          onClick={() => setHelpOpen((open) => !open)}
        >
          {ACCOUNT_OPENED_COPY.help}
        </button>
      </p>
      {helpOpen ? (
        <p className="inset" id="account-opened-help">
          {ACCOUNT_OPENED_COPY.helpLine(brand?.phoneHours ?? [])}
        </p>
      ) : null}
    </>
  );
}
