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
  const db = reusingStatements(new Database(dbFile(dataDir)));
  db.pragma('journal_mode = WAL');
  // SQLite's advice for WAL: commits no longer wait for the disk, and a crash of the process loses
  // nothing; only a power cut can lose the last commits. Every call touches its session's expiry,
  // and with FULL each of those writes waited for an fsync with the whole core blocked behind it.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A reset script or a second process may hold the file briefly.
  db.pragma('busy_timeout = 2000');
  const fromVersion = migrate(db);
  return { db, fromVersion };
}

/** More distinct texts than the store has (table names and placeholder counts vary): start over. */
const MAX_STATEMENTS = 1000;

/**
 * Compiling SQL was a sixth of the core's CPU: each store function prepares its statement on every
 * call, so one dashboard compiled the same dozen statements again per request. The connection now
 * compiles each text once and hands the statement out again; better-sqlite3 statements are safe to
 * reuse once a call returns, and the store never switches one's mode (pluck, raw) or iterates.
 */
export function reusingStatements(db: Db): Db {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = compile(source);
      statements.set(source, statement);
    }
    return statement;
  }) as Db['prepare'];
  return db;
}

/** Removes the database with its WAL side files. The caller must have closed it. */
export function deleteDb(dataDir: string): void {
  const file = dbFile(dataDir);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

export const isSeeded = (db: Db) => (db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n > 0;
