// Precompressed copies of the built app (issue 16): every text file of dist/ gets a .br (brotli, quality 11) and
// a .gz (gzip, level 9) beside it at build time, so the platform serves them (@fastify/static preCompressed)
// without compressing on each request. A copy that is not smaller than the file is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export function precompressDir(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    report.files += 1;
    report.bytes += content.length;
    report.brotliBytes += Math.min(brotli.length, content.length);
    report.gzipBytes += Math.min(gzip.length, content.length);
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  }
  return report;
}
