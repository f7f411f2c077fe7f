import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { reusingStatements } from '../store/db';

const memoryDb = () => reusingStatements(new Database(':memory:'));

describe('reusingStatements', () => {
  it('compiles a text once and hands the same statement out again', () => {
    const db = memoryDb();
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    expect(db.prepare('SELECT * FROM t')).toBe(db.prepare('SELECT * FROM t'));
    expect(db.prepare('SELECT * FROM t')).not.toBe(db.prepare('SELECT id FROM t'));
  });

  it('a reused statement sees every write made since it was compiled', () => {
    const db = memoryDb();
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    const count = () => (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
    expect(count()).toBe(0);
    db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    db.prepare('INSERT INTO t (name) VALUES (?)').run('b');
    expect(count()).toBe(2);
    expect(db.prepare('SELECT name FROM t WHERE id = ?').get(2)).toEqual({ name: 'b' });
    expect(db.prepare('SELECT name FROM t WHERE id = ?').get(1)).toEqual({ name: 'a' });
  });

  it('a statement compiled before a column was added returns the new column', () => {
    const db = memoryDb();
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY); INSERT INTO t DEFAULT VALUES');
    expect(db.prepare('SELECT * FROM t').get()).toEqual({ id: 1 });
    db.exec("ALTER TABLE t ADD COLUMN name TEXT DEFAULT 'x'");
    expect(db.prepare('SELECT * FROM t').get()).toEqual({ id: 1, name: 'x' });
  });

  it('works inside a transaction and after one rolls back', () => {
    const db = memoryDb();
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE)');
    const add = db.transaction((names: string[]) => names.forEach((n) => db.prepare('INSERT INTO t (name) VALUES (?)').run(n)));
    add(['a', 'b']);
    expect(() => add(['c', 'a'])).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT name FROM t ORDER BY id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });
});
