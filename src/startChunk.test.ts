// What the start page's chunk holds (issue 16: the start page ≤ 100 KB over the wire). vite.config.ts puts every
// module the start page imports statically into one chunk, so one static import from a start-page module (the error
// page importing every field declaration for its missing-fields list) silently adds kilobytes to every applicant's
// first visit. This builds the app as `npm run build` does (the same vite.config.ts) and lists the start chunk's
// modules: the field declarations, the catalogue beyond the start page and the packages of later screens must not be
// among them. Later screens' chunks are left unbuilt (each dynamic import kept as it is): what the start chunk holds
// is what the entry reaches by static imports alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The content modules the start page needs, each with its reason. A module not listed here is a later screen's: it
 * loads with that screen. Adding one here is a decision about every applicant's first bytes.
 */
const START_CONTENT: Record<string, string> = {
  'content/bondIssueNumbers.ts': "the link's bond issue (doc 1 §2 `issue`) checked as the journey starts",
  'content/brands.ts': 'the header and the brand of every page',
  'content/browserSupport.ts': 'the unsupported-browser notice, shown before anything else',
  'content/copy.ts': "the start page's and the error page's wording",
  'content/documentListLocator.ts':
    'the document list read at start (doc 1 §2); the documents themselves are the platform’s',
  'content/eligibilityPage.ts': "the start page's info-to-apply items, terms and footers",
  'content/entryVariants.ts': 'the landing variants the entry decides on',
  'content/features.ts': 'the feature switches of /config.json',
  'content/fields/eligibility.ts': 'the eligibility questions, the start page’s own fields',
  'content/fields/customerRecords.ts':
    "the chart reads an existing customer's records at entry (sentinel NI numbers, marketing preferences); their read-only fields, masks and titles (existingCustomer.ts, options.ts) load with step 1",
  'content/fields/fieldTypes.ts': 'the Yes/No options of the eligibility questions',
  'content/fields/messages.ts': 'the page-level error message of the start and error pages',
  'content/fields/patterns.ts': 'the rule patterns the chart’s guards share',
  'content/figures.ts': 'figures in the product’s key features',
  'content/loginStartPage.ts': 'the start page’s "Already bank with us?" and its link to log in',
  'content/productBlocking.ts': 'the chart blocks a product at entry (doc 1 §2)',
  'content/productFacts.ts':
    "the catalogue's facts: the chart's guards and the start page read the product applied for; the rest of each product (content/products.ts: fees, rates, terms, images, links) loads with the screens that show it",
  'content/registration.ts': 'the chart’s registration guards',
  'content/saveErrors.ts': 'the save-error wording the chart sets',
  'content/sessionTimeout.ts': 'the timeout warning, on every page',
};

/** The packages the start page runs on: React, the chart and its React binding, the router, the start-up reads'
 * schemas. */
const START_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'xstate',
  '@xstate/react',
  'use-sync-external-store',
  'wouter',
  'regexparam',
  'superstruct',
  'use-isomorphic-layout-effect',
  '@babel/runtime',
  'vite',
]);

/** The package of a module id in node_modules: `…/node_modules/@scope/name/x.js` → `@scope/name`. */
function packageOf(id: string): string | undefined {
  const path = id.split(/[\\/]node_modules[\\/]/).pop();
  if (!path || path === id) return undefined;
  const parts = path.split(/[\\/]/);
  return (path.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe("the start page's chunks (issue 16)", () => {
  let outDir: string;
  const modules: string[] = [];
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'start-chunk-'));
    const startChunk: Plugin = {
      name: 'start-chunk-modules',
      // Later screens stay unbuilt: a dynamic import is kept as written, so the build is the start page's alone.
      resolveDynamicImport: (specifier) => (typeof specifier === 'string' ? { id: specifier, external: true } : null),
      generateBundle(_options, bundle) {
        // with no later screen built, every chunk is one the start page loads (the entry, the start chunk, the runtime)
        for (const file of Object.values(bundle)) if (file.type === 'chunk') modules.push(...file.moduleIds);
      },
    };
    await build({
      root,
      logLevel: 'silent',
      plugins: [startChunk],
      build: {
        outDir,
        emptyOutDir: true,
        write: false,
        minify: false,
        sourcemap: false,
        rollupOptions: { input: join(root, 'index.html') },
      },
    });
  }, 240_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  const sources = () =>
    modules
      .filter((id) => id.startsWith(root) && !packageOf(id))
      .map((id) => id.slice(root.length).replace(/\\/g, '/').replace(/^\//, ''));

  it("holds the start page's own screens and not a later screen", () => {
    expect(sources()).toEqual(
      expect.arrayContaining(['src/main.tsx', 'screens/EligibilityScreen.tsx', 'screens/ErrorScreen.tsx']),
    );
    expect(sources().filter((source) => source.startsWith('screens/'))).not.toContain(
      'screens/PersonalDetailsScreen.tsx',
    );
  });

  it('holds no field declaration or content module but those the start page needs', () => {
    const content = sources().filter((source) => source.startsWith('content/'));
    expect(content.length).toBeGreaterThan(5);
    // e.g. content/fields/employmentDetails.ts (5.2 KiB brotli with countries and industries) came back with the
    // error page's missing-fields list; it loads with that list (screens/MissingFieldsList.tsx).
    expect(content.filter((source) => !(source in START_CONTENT))).toEqual([]);
  });

  it("holds the catalogue's facts and only loadStartup of the actors, not the full catalogue nor the later actors", () => {
    // the chart's guards and the start page read content/productFacts.ts; content/products.ts (fees, rates, terms,
    // images, links: 1.3 KiB brotli) loads with the screens that show them. services/actors.ts keeps loadStartup;
    // every later actor's work (services/laterActors.ts, 2 KiB) loads with the platform's call modules.
    expect(sources()).toEqual(expect.arrayContaining(['content/productFacts.ts', 'services/actors.ts']));
    expect(sources()).not.toContain('content/products.ts');
    expect(sources()).not.toContain('services/laterActors.ts');
  });

  it('holds no rule engine: the plain form loads it with the first field focused', () => {
    // contract/rules.ts with its dates and named types (about 2.6 KiB brotli) came with the start page's eligibility
    // questions, through their controls' ids (src/forms/fieldId.ts now) and the values' helpers (contract/values.ts).
    expect(sources()).toContain('src/forms/PlainForm.tsx');
    for (const engine of [
      'contract/rules.ts',
      'contract/fieldRules.ts',
      'contract/dates.ts',
      'src/forms/validation.ts',
    ])
      expect(sources()).not.toContain(engine);
  });

  it("holds the start-up reads' schemas and not every call's (contract/schemas.ts)", () => {
    const contract = sources().filter((source) => source.startsWith('contract/'));
    expect(contract).toContain('contract/startupSchemas.ts');
    // superstruct's calls run at the module's top level, so one value imported from contract/schemas.ts (the
    // analytics channel did) brings the enquiry's and every later call's schemas (1.4 KiB brotli) to the start page.
    expect(contract).not.toContain('contract/schemas.ts');
  });

  it("holds no package of a later screen (forms, the platform's calls, encryption, the inspector)", () => {
    const packages = [...new Set(modules.map(packageOf).filter((name) => name !== undefined))];
    expect(packages).toEqual(expect.arrayContaining(['react-dom', 'xstate']));
    expect(packages.filter((name) => !START_PACKAGES.has(name))).toEqual([]);
  });
});
