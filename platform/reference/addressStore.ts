// Postcode lookup over the seeded addresses table (doc 1 §7 "Reference and documents").
import { createHash } from 'node:crypto';
import type { AddressResponse, AddressSearchResponse } from '../../contract/schemas';
import type { Db } from '../db/db';
import { lockSchema } from '../db/migrate';
import { postcodeKey, type SeedAddress, seedAddresses } from './addressSeed';

interface AddressRow {
  id: string;
  postcode: string;
  address_prefix: string | null;
  house_name: string | null;
  house_number: string | null;
  street_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string;
  county: string | null;
  is_bfpo: boolean;
}

const ADDRESS_COLUMNS =
  'id, postcode, address_prefix, house_name, house_number, street_name, address_line1, address_line2, city, county, is_bfpo';

/** Fingerprint of the seed the code holds: the table is reseeded when it changes. */
export function addressSeedFingerprint(addresses: readonly SeedAddress[] = seedAddresses()): string {
  return createHash('sha256').update(JSON.stringify(addresses)).digest('hex');
}

/** Loads the seed addresses unless the same seed is already there; answers whether it wrote. */
export async function seedAddressTable(db: Db): Promise<boolean> {
  const addresses = seedAddresses();
  const fingerprint = addressSeedFingerprint(addresses);
  const seeded = await db.query<{ fingerprint: string }>(
    "SELECT fingerprint FROM reference_seeds WHERE name = 'addresses'",
  );
  if (seeded[0]?.fingerprint === fingerprint) return false;
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const current = await tx.query<{ fingerprint: string }>(
      "SELECT fingerprint FROM reference_seeds WHERE name = 'addresses'",
    );
    if (current[0]?.fingerprint === fingerprint) return false;
    await tx.query('DELETE FROM addresses');
    const rows = addresses.map((address, index) => ({
      id: address.id,
      postcode: address.postcode,
      postcode_key: postcodeKey(address.postcode),
      address_prefix: address.addressPrefix ?? null,
      house_name: address.houseName ?? null,
      house_number: address.houseNumber ?? null,
      street_name: address.streetName ?? null,
      address_line1: address.addressLine1 ?? null,
      address_line2: address.addressLine2 ?? null,
      city: address.city,
      county: address.county ?? null,
      is_bfpo: address.isBfpo,
      sort_key: index,
    }));
    await tx.query(
      `INSERT INTO addresses (${ADDRESS_COLUMNS}, postcode_key, sort_key)
       SELECT ${ADDRESS_COLUMNS}, postcode_key, sort_key
       FROM jsonb_to_recordset($1::jsonb) AS seed(
         id text, postcode text, postcode_key text, address_prefix text, house_name text, house_number text,
         street_name text, address_line1 text, address_line2 text, city text, county text, is_bfpo boolean,
         sort_key integer)`,
      [JSON.stringify(rows)],
    );
    await tx.query(
      `INSERT INTO reference_seeds (name, fingerprint, seeded_at) VALUES ('addresses', $1, now())
       ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint, seeded_at = excluded.seeded_at`,
      [fingerprint],
    );
    return true;
  });
}

/** The one-line address shown in the lookup list. */
export function potentialAddress(row: AddressRow): string {
  const street = [row.house_number, row.street_name].filter(Boolean).join(' ');
  return [row.address_prefix, row.house_name, street, row.address_line1, row.address_line2, row.city, row.postcode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Addresses at a postcode (given in key form), optionally filtered by a house number or name:
 * the number matches exactly, a name or flat label matches by its words, case-insensitively.
 */
export async function searchAddresses(db: Db, key: string, house?: string): Promise<AddressSearchResponse> {
  const term = house?.trim().toLowerCase() ?? '';
  const rows = term
    ? await db.query<AddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses
         WHERE postcode_key = $1
           AND (lower(house_number) = $2
             OR lower(house_name) LIKE '%' || $3 || '%' ESCAPE '\\'
             OR lower(address_prefix) = $2
             OR lower(address_prefix) LIKE '% ' || $3 ESCAPE '\\')
         ORDER BY sort_key`,
        [key, term, escapeLike(term)],
      )
    : await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE postcode_key = $1 ORDER BY sort_key`, [
        key,
      ]);
  return rows.map((row) => ({ id: row.id, potential_address: potentialAddress(row) }));
}

/** One address by its reference, in the shape of AddressResponse. */
export async function findAddress(db: Db, id: string): Promise<AddressResponse | undefined> {
  const [row] = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1`, [id]);
  if (!row) return undefined;
  const optional = (key: keyof AddressResponse, value: string | null) => (value ? { [key]: value } : {});
  return {
    id: row.id,
    ...optional('address_prefix', row.address_prefix),
    ...optional('house_name', row.house_name),
    ...optional('house_number', row.house_number),
    ...optional('street_name', row.street_name),
    ...optional('address_line1', row.address_line1),
    ...optional('address_line2', row.address_line2),
    city: row.city,
    ...optional('county', row.county),
    postcode: row.postcode,
    country: 'GB',
    is_bfpo: row.is_bfpo,
  };
}
