// Account opened (doc 1 "Account opened", doc 3 §2): product name, account number and sort code for products
// flagged to show them, app links, and the product's sections.
import { findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { findProduct } from '../content/products';
import { formatSortCode } from '../src/forms/format';
import { useJourney } from '../src/journeyActor';

export function AccountOpenedScreen() {
  const { accounts, customerNumber, productCode, brandId, isExisting, amazonLink } = useJourney(
    (snapshot) => ({
      accounts: snapshot.context.accounts,
      customerNumber: snapshot.context.customerNumber,
      productCode: snapshot.context.productCode,
      brandId: snapshot.context.brandId,
      isExisting: snapshot.context.subType === 'existing',
      amazonLink: snapshot.context.config?.features.amazonLink ?? false,
    }),
    (a, b) => a.accounts === b.accounts && a.productCode === b.productCode && a.brandId === b.brandId,
  );
  const product = findProduct(productCode);
  const brand = findBrand(brandId);
  const account = accounts[0];
  return (
    <>
      <div className="panel panel--confirmation">
        <h1 className="panel__title">{COPY.accountOpened.title(product?.name ?? 'account')}</h1>
        {product?.showAccountDetails && account?.account_number && account.sort_code ? (
          <dl className="panel__body">
            <div>
              <dt>{COPY.accountOpened.accountNumber}</dt>
              <dd data-testid="account-number">{account.account_number}</dd>
            </div>
            <div>
              <dt>{COPY.accountOpened.sortCode}</dt>
              <dd data-testid="sort-code">{formatSortCode(account.sort_code)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      {customerNumber ? (
        <p className="body">
          {COPY.accountOpened.customerNumber}: <strong>{customerNumber}</strong>
        </p>
      ) : null}
      {product?.accountOpenedSections.map((section) => (
        <section key={section.header}>
          <h2 className="heading-m">{section.header}</h2>
          <ul className="list list--bullet">
            {section.bullets
              .filter((bullet) => (isExisting ? !bullet.newCustomerOnly : !bullet.existingCustomerOnly))
              .map((bullet) => (
                <li key={bullet.text}>{bullet.text}</li>
              ))}
          </ul>
        </section>
      ))}
      {!isExisting ? <p className="inset">{COPY.accountOpened.registration}</p> : null}
      <h2 className="heading-m">{COPY.accountOpened.appTitle}</h2>
      <ul className="list">
        <li>
          <a href={brand?.appLinks.apple}>{COPY.accountOpened.appLinks.apple}</a>
        </li>
        <li>
          <a href={brand?.appLinks.google}>{COPY.accountOpened.appLinks.google}</a>
        </li>
        {amazonLink ? (
          <li>
            <a href={brand?.appLinks.amazon}>{COPY.accountOpened.appLinks.amazon}</a>
          </li>
        ) : null}
      </ul>
      <p className="body">
        {brand?.displayName} · {brand?.phone}
      </p>
    </>
  );
}
