import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

export const dbFile = (dataDir: string) => join(dataDir, 'core.sqlite');

/**
 * Opens (creating if needed) the core database and brings its schema up to
 * date, telling which schema version the file had, so data that came with a
 * migration can be filled in.
 */
export function openDb(dataDir: string): { db: Db; fromVersion: number } {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(dbFile(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // A reset script or a second process may hold the file briefly.
  db.pragma('busy_timeout = 2000');
  const fromVersion = migrate(db);
  return { db, fromVersion };
}

/** Removes the database with its WAL side files. The caller must have closed it. */
export function deleteDb(dataDir: string): void {
  const file = dbFile(dataDir);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

export const isSeeded = (db: Db) =>
  (db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n > 0;
