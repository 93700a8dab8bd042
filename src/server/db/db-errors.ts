import { NoResultError } from 'kysely';
import { HttpError } from '../errors';

/*
 * The driver errors a race between two requests produces, told apart in one place for both databases, so the
 * same interleaving answers the same on SQLite and PostgreSQL. PostgreSQL runs concurrent transactions side by
 * side; SQLite queues them, so most races only ever show up there as an ordinary "not found".
 */

/** SQLSTATE 23503 (PostgreSQL, via pg) and the extended result code better-sqlite3 reports. */
const FOREIGN_KEY_CODES = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
/** SQLSTATE 23505 and better-sqlite3's codes for a UNIQUE or PRIMARY KEY clash. */
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * A write referred to a row that a concurrent request deleted: an insert whose parent is gone (a foreign key
 * violation) or a `...OrThrow` read or update that found no row. Through the API only parents are ever deleted
 * (nothing deletes a row others still reference with ON DELETE RESTRICT), so a foreign key violation here always
 * means "the thing you named is gone".
 */
export function isRowGoneError(error: unknown): boolean {
  if (error instanceof NoResultError) return true;
  const code = codeOf(error);
  return typeof code === 'string' && FOREIGN_KEY_CODES.has(code);
}

/** An insert lost a race for a unique value (a version or revision number, a name). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && UNIQUE_CODES.has(code);
}

/** What the user reads when a request's object was deleted by another request while it ran. */
export const ROW_GONE = 'Not found: it was deleted while this request ran.';

/**
 * For the error handlers: a database error a race explains becomes the 404 the same request answers on SQLite,
 * where the deletion would have landed first; every other error is returned unchanged.
 */
export function raceToHttpError<E>(error: E): E | HttpError {
  return isRowGoneError(error) ? new HttpError(404, ROW_GONE) : error;
}
