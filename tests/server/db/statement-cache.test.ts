import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/statement-cache';

describe('prepared statement cache', () => {
  it('reuses a statement for the same SQL and still reads what was written since', () => {
    const database = new SqliteDatabase(':memory:');
    const cached = withStatementCache(database);
    cached.prepare('create table t (v integer)').run([]);
    const select = cached.prepare('select v from t order by v');
    expect(cached.prepare('select v from t order by v')).toBe(select);
    cached.prepare('insert into t (v) values (?)').run([1]);
    cached.prepare('insert into t (v) values (?)').run([2]);
    expect(cached.prepare('select v from t order by v').all([])).toEqual([{ v: 1 }, { v: 2 }]);
    cached.close();
  });

  it('keeps only the most recently used statements', () => {
    const database = new SqliteDatabase(':memory:');
    const cached = withStatementCache(database);
    const first = cached.prepare('select 0');
    for (let i = 1; i <= 600; i++) cached.prepare(`select ${i}`);
    expect(cached.prepare('select 0')).not.toBe(first);
    const recent = cached.prepare('select 600');
    expect(cached.prepare('select 600')).toBe(recent);
    cached.close();
  });

  it('works after the schema changes under a cached statement', () => {
    const database = new SqliteDatabase(':memory:');
    const cached = withStatementCache(database);
    cached.prepare('create table t (v integer)').run([]);
    cached.prepare('insert into t (v) values (?)').run([7]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ v: 7 }]);
    cached.prepare('alter table t add column w text').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ v: 7, w: null }]);
    cached.close();
  });
});
