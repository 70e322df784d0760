import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Rows that raw SQL read whole from `table` (its `select *` or `returning *`), as drizzle's own select
 * would give them: keyed by property, each value mapped as its column maps it (dates, JSON).
 */
export function tableRows<T extends Table>(table: T, result: unknown): InferSelectModel<T>[] {
  // PGlite and node-postgres both answer raw SQL with a `rows` array.
  const { rows } = result as { rows: Record<string, unknown>[] };
  const columns = Object.entries(getTableColumns(table));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
