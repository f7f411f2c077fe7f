import { randomBytes } from 'node:crypto';
import type { Db } from './db';

/**
 * core_secrets: keys the core keeps to itself, each made on first use and kept with the data, so
 * what is derived from one stays the same across restarts (a reset makes new ones).
 */
export function coreSecret(db: Db, name: string): Buffer {
  const read = () =>
    (db.prepare('SELECT value FROM core_secrets WHERE name = ?').get(name) as { value: Buffer } | undefined)?.value;
  const found = read();
  if (found) return found;
  db.prepare('INSERT INTO core_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, randomBytes(32));
  return read() as Buffer;
}
