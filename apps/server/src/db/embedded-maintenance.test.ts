import { describe, expect, it } from 'vitest';
import { maintenanceDue, type TableActivity } from './embedded-maintenance.js';

const table = (activity: Partial<TableActivity>): TableActivity => ({
  table: 'public.t',
  liveRows: 0,
  deadRows: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...activity,
});

describe('maintenanceDue', () => {
  it('analyzes a table once a tenth of it and 50 rows have changed', () => {
    expect(maintenanceDue([table({ liveRows: 1_000, changedSinceAnalyze: 150 })]).analyze).toEqual([]);
    expect(maintenanceDue([table({ liveRows: 1_000, changedSinceAnalyze: 151 })]).analyze).toEqual([
      'public.t',
    ]);
    expect(maintenanceDue([table({ liveRows: 10, changedSinceAnalyze: 50 })]).analyze).toEqual([]);
  });

  it('vacuums, which also analyzes, once a fifth is dead or a fifth and 1,000 rows were inserted', () => {
    const dead = maintenanceDue([table({ liveRows: 1_000, deadRows: 251, changedSinceAnalyze: 500 })]);
    expect(dead).toEqual({ vacuum: ['public.t'], analyze: [] });
    const bulk = maintenanceDue([
      table({ liveRows: 10_000, insertedSinceVacuum: 10_000, changedSinceAnalyze: 10_000 }),
    ]);
    expect(bulk).toEqual({ vacuum: ['public.t'], analyze: [] });
    expect(maintenanceDue([table({ liveRows: 10_000, insertedSinceVacuum: 3_000 })])).toEqual({
      vacuum: [],
      analyze: [],
    });
  });

  it('leaves quiet tables alone', () => {
    expect(maintenanceDue([table({ liveRows: 5 }), table({ liveRows: 100_000, deadRows: 40 })])).toEqual({
      vacuum: [],
      analyze: [],
    });
  });
});
