import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const dbFile = (dataDir: string) => join(dataDir, 'core.sqlite');

/** Opens (creating if needed) the core database and brings its schema up to date. */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(dbFile(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // A reset script or a second process may hold the file briefly.
  db.pragma('busy_timeout = 2000');
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`sandbox: database schema v${current} is newer than this code (v${MIGRATIONS.length}).`);
  }
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

/** Removes the database with its WAL side files. The caller must have closed it. */
export function deleteDb(dataDir: string): void {
  const file = dbFile(dataDir);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

export const isSeeded = (db: Db) =>
  (db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n > 0;
