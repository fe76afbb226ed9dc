// The cost secrets are hashed at (secretHash.ts): the platform hashes its own secrets at SCRYPT_COST; only the
// platform test suite lowers it (test-support/testing.ts), and a hash is checked at the cost it carries. The same
// test support reuses RSA key pairs (auth/rsaKeys.ts): checked here too that nothing the platform runs does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../test-support/testing';
import { hashSecret, liveScryptCost, SCRYPT_COST, SEED_SCRYPT_COST, verifySecret } from './secretHash';

const platformDir = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the cost of hashed secrets', () => {
  it('is lowered by the test support only: nothing the platform runs calls the test hooks', () => {
    const callersOf = (hook: string) =>
      sourceFiles(platformDir)
        .filter((file) => readFileSync(file, 'utf8').includes(`${hook}(`))
        .map((file) => relative(platformDir, file))
        .sort();
    expect(callersOf('lowerScryptCostForTests')).toEqual(['auth/secretHash.ts', 'test-support/testing.ts']);
    // the same for the RSA key pairs the test processes reuse (rsaKeys.ts)
    expect(callersOf('reuseRsaKeyPairsForTests')).toEqual(['auth/rsaKeys.ts', 'test-support/testing.ts']);
    // and the platform's code never imports the test support
    const importers = sourceFiles(platformDir)
      .filter((file) => !file.includes(`${join(platformDir, 'test-support')}`))
      .filter((file) => /from '[^']*test-support\//.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
    expect(SCRYPT_COST).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('hashes at the live cost and stores it in the hash', async () => {
    expect(liveScryptCost()).toEqual(TEST_SCRYPT_COST);
    const hash = await hashSecret('123456');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifySecret('123456', hash)).toBe(true);
    expect(await verifySecret('123457', hash)).toBe(false);
  });

  it('checks a hash at the cost it carries, whatever the live cost', async () => {
    for (const cost of [SCRYPT_COST, SEED_SCRYPT_COST]) {
      const hash = await hashSecret('rover123', undefined, cost);
      expect(hash.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`)).toBe(true);
      expect(await verifySecret('rover123', hash)).toBe(true);
      expect(await verifySecret('rover124', hash)).toBe(false);
    }
  });
});
