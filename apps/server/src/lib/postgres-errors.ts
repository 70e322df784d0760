// PostgreSQL's error codes, as PGlite and node-postgres report them (drizzle may wrap the error in `cause`).

function postgresErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
}

/** A row with the same unique key exists: a race with another request, to answer as a 409. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';

/** The row a foreign key names was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';

/**
 * What PostgreSQL's data exceptions mean to the person who sent the value. The contracts refuse such
 * values first; these catch whatever slips past them, as a 422 rather than a 500.
 */
const DATA_EXCEPTION_DETAILS: Record<string, string> = {
  '22001': 'A value in the request is too long to store. Shorten it and send it again.',
  '22003': 'A number in the request is out of range. Check it and send it again.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'A text in the request contains a character that cannot be stored. Remove it and send it again.',
  '22P02': 'A value in the request is not in the expected format.',
  '22P05': 'A text in the request contains a character that cannot be stored. Remove it and send it again.',
};

/** The detail for a value PostgreSQL refused as data, or undefined when the error is something else. */
export function dataExceptionDetail(error: unknown): string | undefined {
  const code = postgresErrorCode(error);
  return code === undefined ? undefined : DATA_EXCEPTION_DETAILS[code];
}
