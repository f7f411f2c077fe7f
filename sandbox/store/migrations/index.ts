import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/**
 * The core's schema as numbered SQL files in this folder, `NNN-what.sql`,
 * applied in order; PRAGMA user_version holds the number of the last one
 * applied, so an existing data/sandbox database upgrades in place on the next
 * start. Never edit a file that has shipped: add the next number.
 */
const DIR = fileURLToPath(new URL('.', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** first line `-- migrate: foreign-keys-off`: a table rebuild (see migrate) */
  rebuildsTables: boolean;
}

const REBUILD_MARKER = '-- migrate: foreign-keys-off';

export function listMigrations(): Migration[] {
  const files = readdirSync(DIR)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
  return files.map((name, i) => {
    const version = Number(name.slice(0, 3));
    // A gap or a repeated number would leave a database unsure which files it has.
    if (version !== i + 1) throw new Error(`sandbox: migration ${name} should be numbered ${i + 1}`);
    const sql = readFileSync(`${DIR}${name}`, 'utf8');
    return { version, name, sql, rebuildsTables: sql.startsWith(REBUILD_MARKER) };
  });
}

/**
 * Brings the schema up to date; returns the version the database had before.
 * A migration that rebuilds a table other tables refer to (SQLite cannot
 * change a CHECK in place) runs with foreign keys off, as SQLite's own
 * procedure says: with them on, dropping the old table would count every
 * child row as orphaned, even though the new table has the same keys. The
 * keys are checked before the migration commits instead.
 */
export function migrate(db: Database.Database): number {
  const all = listMigrations();
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > all.length) {
    throw new Error(`sandbox: database schema v${current} is newer than this code (v${all.length}).`);
  }
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  for (const m of all.slice(current)) {
    if (m.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(m.sql);
        const orphans = m.rebuildsTables ? (db.pragma('foreign_key_check') as unknown[]) : [];
        if (orphans.length) throw new Error(`sandbox: migration ${m.name} leaves broken references`);
        db.pragma(`user_version = ${m.version}`);
      })();
    } finally {
      if (m.rebuildsTables && enforced) db.pragma('foreign_keys = ON');
    }
  }
  return current;
}
