import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** How often the embedded database's statistics are looked at: cheap, one query over pg_stat. */
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;

/** A table's activity since it was last analyzed and vacuumed, as PostgreSQL counts it. */
export interface TableActivity {
  /** Schema-qualified and quoted, ready for a statement. */
  table: string;
  liveRows: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export interface MaintenanceWork {
  analyze: string[];
  vacuum: string[];
}

/**
 * PostgreSQL's own autovacuum thresholds (its default settings): a table is analyzed once a tenth of it
 * (and 50 rows) has changed, and vacuumed once a fifth of it (and 50 rows) is dead, or a fifth (and
 * 1,000 rows) has been inserted, so that index-only scans keep their visibility map.
 */
export function maintenanceDue(tables: TableActivity[]): MaintenanceWork {
  const work: MaintenanceWork = { analyze: [], vacuum: [] };
  for (const t of tables) {
    const needsVacuum =
      t.deadRows > 50 + 0.2 * t.liveRows || t.insertedSinceVacuum > 1_000 + 0.2 * t.liveRows;
    if (needsVacuum) work.vacuum.push(t.table);
    else if (t.changedSinceAnalyze > 50 + 0.1 * t.liveRows) work.analyze.push(t.table);
  }
  return work;
}

type Logger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * The autovacuum an embedded database lacks. PGlite runs no background workers, so its statistics
 * were never gathered: after the archive grew, the planner still believed its tables empty and chose
 * plans that read all 10,000 episodes for a page of 20. Here, once a minute, the tables PostgreSQL
 * would have analyzed or vacuumed by now are, one statement each, so that no request waits long behind one.
 * PostgreSQL servers do this themselves; this runs only for the embedded database.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<MaintenanceWork> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  start(intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Analyzes and vacuums what is due now; answers what it did. One run at a time. */
  runOnce(): Promise<MaintenanceWork> {
    this.running ??= this.maintain().finally(() => (this.running = null));
    return this.running;
  }

  private async maintain(): Promise<MaintenanceWork> {
    const work = maintenanceDue(await this.activity());
    const started = performance.now();
    try {
      for (const table of work.vacuum) await this.db.execute(sql.raw(`vacuum (analyze) ${table}`));
      for (const table of work.analyze) await this.db.execute(sql.raw(`analyze ${table}`));
    } catch (error) {
      this.log.error({ err: error }, 'embedded database maintenance failed');
      throw error;
    }
    if (work.vacuum.length + work.analyze.length > 0) {
      const ms = Math.round(performance.now() - started);
      this.log.info({ ...work, ms }, 'embedded database maintenance');
    }
    return work;
  }

  private async activity(): Promise<TableActivity[]> {
    // Counters reach pg_stat at most once a second, at a transaction's end: this one hands them over now.
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    type Row = Record<'table' | 'live' | 'dead' | 'changed' | 'inserted', string>;
    const result = await this.db.execute<Row>(sql`
      select format('%I.%I', schemaname, relname) as "table", n_live_tup as live, n_dead_tup as dead,
        n_mod_since_analyze as changed, n_ins_since_vacuum as inserted
      from pg_stat_user_tables`);
    // PGlite and node-postgres both answer raw SQL with a `rows` array; counters come as text or numbers.
    const { rows } = result as { rows: Row[] };
    return rows.map((row) => ({
      table: row.table,
      liveRows: Number(row.live),
      deadRows: Number(row.dead),
      changedSinceAnalyze: Number(row.changed),
      insertedSinceVacuum: Number(row.inserted),
    }));
  }
}
