import { type Db, deleteDb, isSeeded, openDb } from './db';
import { seed } from './seed';

/**
 * The database handle behind a running sandbox. It is swapped, not mutated,
 * on reset, so handlers must read `core.db` per request rather than keep it.
 */
export class Core {
  db: Db;

  constructor(
    readonly dataDir: string,
    private readonly clock: () => number,
  ) {
    this.db = openSeeded(dataDir, clock());
  }

  /** Same as `npm run sandbox:reset`, while running: a fresh file, freshly seeded. */
  reset(): void {
    this.db.close();
    deleteDb(this.dataDir);
    this.db = openSeeded(this.dataDir, this.clock());
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

export function openSeeded(dataDir: string, now: number): Db {
  const db = openDb(dataDir);
  if (!isSeeded(db)) seed(db, now);
  return db;
}
