import type { LearningAnalytics, MeanWithInterval } from '@socratica/contracts';
import { csvRow } from '../../lib/csv.js';

/** The file the Learning tab's export downloads as, named by the day (UTC) it was made. */
export const learningCsvFilename = (now: Date) => `socratica-learning-${now.toISOString().slice(0, 10)}.csv`;

const interval = (m: MeanWithInterval) => [m.mean, m.low, m.high];

/**
 * The tab as one CSV file: a row per topic, then a row per item, told apart by the first column. A
 * byte-order mark first, as the audit export does, so that spreadsheets read UTF-8.
 */
export function learningCsv(analytics: LearningAnalytics): string {
  const header = csvRow([
    'Row',
    'Topic',
    'Question',
    'Pattern',
    'Sessions or answers',
    'Pre mean',
    'Pre 95% low',
    'Pre 95% high',
    'Post mean',
    'Post 95% low',
    'Post 95% high',
    'Gain mean',
    'Gain 95% low',
    'Gain 95% high',
    'Pre-check share',
    'Replaced replies',
    'Has source',
    'Difficulty (share correct)',
    'Discrimination (point-biserial)',
    'Options chosen',
    'Flags',
    'Retired',
  ]);
  const topics = analytics.topics.map((t) =>
    csvRow([
      'topic',
      t.topic,
      '',
      '',
      t.sessions,
      ...interval(t.pre),
      ...interval(t.post),
      ...interval(t.gain),
      t.precheck_share.toFixed(3),
      t.replaced_replies,
      t.has_source ? 'yes' : 'no',
      '',
      '',
      '',
      '',
      '',
    ]),
  );
  const items = analytics.items.map((i) =>
    csvRow([
      'item',
      i.topic,
      i.question_text,
      i.pattern,
      i.answered,
      ...Array<string>(9).fill(''),
      '',
      '',
      '',
      i.difficulty,
      i.discrimination,
      i.options.map((o) => `${o.option}: ${o.chosen}`).join('; '),
      i.flags.join('; '),
      i.retired ? 'yes' : 'no',
    ]),
  );
  return `\uFEFF${header}${topics.join('')}${items.join('')}`;
}
