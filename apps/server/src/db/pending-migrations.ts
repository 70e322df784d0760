import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './client.js';

export interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this build ships, in order, from drizzle-kit's journal. */
export function bundledMigrations(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The tags of the bundled migrations the database has not applied. Drizzle's migrator records each applied
 * migration with its journal time as `created_at`, so a migration is applied when its time is recorded: an
 * instance of a newer build on an older database (another instance still migrating) is not ready.
 */
export async function pendingMigrations(db: Database, bundled: readonly JournalEntry[]): Promise<string[]> {
  const result = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(
    (result as { rows: { created_at: string | number }[] }).rows.map((row) => Number(row.created_at)),
  );
  return bundled.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
