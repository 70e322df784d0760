import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A column as `"table"."column"`. Inside a `sql` template drizzle renders a column bare (`"id"`), and in a
 * subquery a bare name binds to the subquery's own table first: `where category_id = id` compared a video's
 * category with the video's own id (issue 25). A subquery that names a column, its own or the outer query's,
 * names it with this; `test/sql-subqueries.test.ts` finds one that does not.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
