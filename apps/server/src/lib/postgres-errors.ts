// PostgreSQL's error codes, as PGlite and node-postgres report them (drizzle may wrap the error in `cause`).

function postgresErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
}

/** A row with the same unique key exists: a race with another request, to answer as a 409. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';

/** The row a foreign key names was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';
