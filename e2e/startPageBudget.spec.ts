// The start page's weight as the applicant's browser receives it (issue 16: "start page ≤ 100 KB over the wire in
// total, served compressed"): every document, style sheet, script and font Chromium loads for the start page, counted
// by the DevTools protocol's encodedDataLength (headers and the compressed body), the bench's own count
// (bench/wire.ts, bench/web.ts). `src/startChunk.test.ts` guards which modules reach the start chunk; this guards the
// bytes, so a change that keeps the modules but grows them (a new screen's copy in the start chunk, a font, a
// dependency's new version) is caught by `npm test`, not by the next bench run.
import { recordWire } from '../bench/wire';
import { expect, gotoStart, test } from './support/fixtures';

const START_PAGE_BUDGET_BYTES = 100_000;
const ASSET_TYPES = new Set(['Document', 'Stylesheet', 'Script', 'Font']);

test('performance: the start page crosses the wire compressed, in at most 100,000 bytes', async ({ page }) => {
  const wire = await recordWire(page);
  await gotoStart(page);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const assets = wire.mark().resources.filter((resource) => ASSET_TYPES.has(resource.type));
  const list = assets.map((asset) => `${new URL(asset.url).pathname} ${asset.encoding} ${asset.bytes} B`).join('\n');
  // the document, the start chunk and its style sheet, at least
  expect(assets.map((asset) => asset.type)).toEqual(expect.arrayContaining(['Document', 'Script', 'Stylesheet']));
  for (const asset of assets) expect(asset.encoding, `served compressed:\n${list}`).toMatch(/^(br|gzip)$/);
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
  expect(total, `the start page's files over the wire:\n${list}`).toBeLessThanOrEqual(START_PAGE_BUDGET_BYTES);
});
