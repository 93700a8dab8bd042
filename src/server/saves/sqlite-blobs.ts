import SqliteDatabase from 'better-sqlite3';
import { pageBlobText } from './page-text';
import type { BlobAccess } from './tasks';

/**
 * A save worker's own connection to the SQLite file, opened on first use with the server's settings (WAL: the
 * server's readers never wait for it; busy_timeout: writers queue).
 */
export function sqliteBlobAccess(filename: string): BlobAccess {
  let statements: { read: SqliteDatabase.Statement; write: SqliteDatabase.Statement } | null = null;
  const open = () => {
    if (statements) return statements;
    const database = new SqliteDatabase(filename);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    statements = {
      read: database.prepare(
        'select page_json from floor_design_page_blobs where design_id = ? and hash = ?',
      ),
      write: database.prepare(
        'insert into floor_design_page_blobs (design_id, hash, page_json) values (?, ?, ?) ' +
          'on conflict (design_id, hash) do nothing',
      ),
    };
    return statements;
  };
  return {
    read(designId, hash) {
      const row = open().read.get(designId, hash) as { page_json: string } | undefined;
      return row ? row.page_json : null;
    },
    write(designId, page) {
      open().write.run(designId, page.hash, pageBlobText(page));
    },
  };
}
