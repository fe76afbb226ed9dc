// What every database goes through at start: migrations, then reference data.
import { seedAddressTable } from '../reference/addressStore';
import type { Db } from './db';
import { migrate } from './migrate';

export async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  await seedAddressTable(db);
}
