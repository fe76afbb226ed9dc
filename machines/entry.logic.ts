// The entry region's own guards and actions (doc 1 §2 "Query and hash parameters read on entry", §4 "Start-up":
// "A disabled feature goes to the error task"; doc 3 §6 feature flags per brand family with URL overrides),
// composed into the one setup() by setup.ts.
import { effectiveFeatures, type FeatureName } from '../content/features';
import { findProductFacts, PRODUCT_TYPES } from '../content/productFacts';
import type { DipCaseOutput, JourneyError } from './actorContracts';
import type { JourneyContext } from './journeyTypes';
import { type JourneyGuard, journeyAssign } from './logic';
import { normalisePath } from './routes';

/** A feature of this journey: the brand family's, the deployment's and the URL's say together (content/features.ts). */
export function isFeatureOn(context: Pick<JourneyContext, 'config' | 'brandId' | 'entry'>, feature: FeatureName) {
  return effectiveFeatures({
    configured: context.config?.features,
    brandId: context.brandId,
    add: context.entry.addFeatures,
    remove: context.entry.removeFeatures,
  })[feature];
}

export const entryGuards = {
  /** doc 1 §2 `/components`: the component gallery opens without a product, a case or a login. */
  isComponentsEntry: (({ context }) => normalisePath(context.entry.path) === '/components') satisfies JourneyGuard,
  /** doc 1 §4 "returnUrl if present": the link asked to come back to this path of the app after logging in. */
  returnUrlIs: (({ context }, params) =>
    context.entry.returnUrl !== undefined &&
    normalisePath(context.entry.returnUrl) === params.path) satisfies JourneyGuard<{
    path: string;
  }>,
  /** doc 1 §2 query `uuid`: a decision-in-principle case to start from (doc 1 §7 retrievecase), not yet read. */
  hasDipUuid: (({ context }) => context.entry.uuid !== undefined) satisfies JourneyGuard,
  isFeatureOn: (({ context }, params) => isFeatureOn(context, params.feature)) satisfies JourneyGuard<{
    feature: FeatureName;
  }>,
  isFeatureOff: (({ context }, params) => !isFeatureOn(context, params.feature)) satisfies JourneyGuard<{
    feature: FeatureName;
  }>,
};

export const entryActions = {
  /**
   * The decision-in-principle case read: its product when the link named none, and its applicant's details under
   * what the form already holds. The uuid is spent (the entry is not read again).
   */
  storeDipCase: journeyAssign(({ context, event }) => {
    const entry = { ...context.entry, uuid: undefined };
    if (!('output' in event)) return { entry };
    const dip = event.output as DipCaseOutput;
    const productCode = context.productCode ?? dip.productCode;
    const product = findProductFacts(productCode);
    return {
      entry,
      productCode,
      productType: product ? PRODUCT_TYPES[product.productType].urlPart : context.productType,
      form: { ...dip.form, ...context.form, productCode },
    };
  }),
  /** A case that cannot be read does not stop the application: it starts empty (the failure is logged). */
  forgetDipUuid: journeyAssign(({ context }) => ({ entry: { ...context.entry, uuid: undefined } })),
  /**
   * Once /config.json is in: its flags become the journey's effective flags, so that every reader of
   * `context.config.features` (screens, guards, the layout) sees the family's and the URL's say too.
   */
  applyFeatureFlags: journeyAssign(({ context }) =>
    context.config
      ? {
          config: {
            ...context.config,
            features: effectiveFeatures({
              configured: context.config.features,
              brandId: context.brandId,
              add: context.entry.addFeatures,
              remove: context.entry.removeFeatures,
            }),
          },
        }
      : {},
  ),
  /** doc 1 §4: a disabled feature goes to the error task; the error names the feature (never shown as such). */
  storeFeatureDisabled: journeyAssign((_args, params: { feature: FeatureName }) => ({
    error: { source: 'ui', code: 'feature_disabled', status: 0, message: params.feature } as JourneyError,
  })),
};
