// Credentials are stored as scrypt hashes (node:crypto), never in clear (ARCHITECTURE "Auth is real";
// issue 5). Format: `scrypt$N$r$p$salt$hash` (base64), so the cost can change without a migration.
import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** The scrypt paper's interactive-login cost: about 35 ms per hash on the sandbox's machines. */
export const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
/**
 * The seeded customers' secrets are public documentation (content/seededCustomers.ts), so their hashes
 * protect nothing a tester cannot read; a quarter of the cost keeps the many test logins fast. Secrets the
 * platform makes itself (passcodes, letter codes) use SCRYPT_COST. The cost is stored in each hash.
 */
export const SEED_SCRYPT_COST = { N: 4096, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

let liveCost: ScryptCost = SCRYPT_COST;

/** The cost of the secrets the platform hashes itself (passcodes, letter codes, registered credentials). */
export function liveScryptCost(): ScryptCost {
  return liveCost;
}

/**
 * For the platform test suite only (test-support/testing.ts, issue 16): its tests hash hundreds of passcodes, letter
 * codes and registered credentials, each about 25 ms of CPU at SCRYPT_COST, where what they check (a hash is stored,
 * it matches and nothing else does) holds at any cost. The cost is stored in each hash, so verifying is unchanged.
 * Nothing the platform runs calls this (secretHash.test.ts checks), so it always hashes at SCRYPT_COST.
 */
export function lowerScryptCostForTests(cost: ScryptCost): void {
  liveCost = cost;
}

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a secret with a random salt, or with a given one (the deterministic sandbox seed). */
export async function hashSecret(
  secret: string,
  salt: Buffer = randomBytes(16),
  cost: ScryptCost = liveCost,
): Promise<string> {
  const { N, r, p } = cost;
  const key = await scryptAsync(secret, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `secret` hashes to `stored`; a malformed stored value never matches. Constant-time compare. */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(secret, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The deterministic salt of one seeded secret (the seed is reproducible; live secrets use random salts). */
export function seedSalt(customerNumber: string, purpose: string): Buffer {
  return createHash('sha256')
    .update(`account-opening-sandbox-seed:${customerNumber}:${purpose}`)
    .digest()
    .subarray(0, 16);
}

/** What each kind of answer is compared as (doc 2 §5.6): answers case-insensitive, numbers digits only. */
export const normalise = {
  passwordCharacter: (position: number, character: string) => `${position}:${character}`,
  securityAnswer: (answer: string) => answer.trim().toLowerCase(),
  digits: (value: string) => value.replace(/[\s-]/g, ''),
};
