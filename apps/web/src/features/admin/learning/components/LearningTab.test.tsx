import type { ItemStatistics, LearningAnalytics } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { findShownDialog } from '../../../../testing/admin-tabs';
import { json } from '../../../../testing/mock-api';

const item = (overrides: Partial<ItemStatistics>): ItemStatistics => ({
  topic: 'French Revolution',
  topic_key: 'french revolution',
  question_text: 'Who stormed the Bastille?',
  pattern: 'who-did',
  answered: 24,
  difficulty: 0.5,
  discrimination: 0.31,
  options: [
    { option: 'Parisians', chosen: 12 },
    { option: 'Romans', chosen: 12 },
  ],
  flags: [],
  retired: false,
  ...overrides,
});

const analytics = (items: ItemStatistics[]): LearningAnalytics => ({
  topics: [
    {
      topic: 'French Revolution',
      topic_key: 'french revolution',
      sessions: 24,
      pre: { n: 10, mean: 40, low: 30.2, high: 49.8 },
      post: { n: 24, mean: 62.5, low: 55.1, high: 69.9 },
      gain: { n: 10, mean: 0.35, low: 0.2, high: 0.5 },
      precheck_share: 0.42,
      replaced_replies: 3,
      has_source: true,
    },
  ],
  items,
  items_total: items.length,
  sourceless_topics: ['Alchemy'],
  retired_patterns: [],
  min_answers_for_flags: 20,
});

describe('LearningTab', () => {
  it('shows the topics with their intervals, the flagged items and the topics without a source', async () => {
    await renderAdminPanel('?tab=learning', {
      'GET admin/learning': () =>
        json(
          analytics([
            item({
              question_text: 'Which of these are kinds of “American”?',
              discrimination: -0.4,
              flags: ['negative_discrimination', 'sense_off_topic'],
            }),
          ]),
        ),
    });
    const topics = await screen.findByRole('table', { name: 'Topics' });
    await within(topics).findByText('French Revolution');
    expect(within(topics).getByText('62.5 (55.1–69.9), n 24')).toBeVisible();
    expect(within(topics).getByText('42 %')).toBeVisible();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Weaker learners do better')).toBeVisible();
    expect(within(items).getByText('Key is a sense off the topic')).toBeVisible();
    expect(within(items).getByText('-0.40')).toBeVisible();
    expect(screen.getByText(/Alchemy: add an article or a document/)).toBeVisible();
  });

  it('sends the URL’s filters, and retires an item after a confirmation', async () => {
    const { calls } = await renderAdminPanel('?tab=learning&topic=French%20Revolution&from=2026-10-01', {
      'GET admin/learning': () => json(analytics([item({})])),
      'POST admin/learning/retirements': () =>
        json({
          id: 1,
          kind: 'item',
          topic_key: 'french revolution',
          target: 'x',
          retired_at: '2026-11-29T00:00:00Z',
        }),
    });
    const items = await screen.findByRole('table', { name: 'Items' });
    await within(items).findByText('Who stormed the Bastille?');
    const read = calls.find((call) => call.path === 'admin/learning')!;
    expect(read.query.toString()).toBe('topic=French+Revolution&from=2026-10-01');
    await userEvent.click(
      screen.getByRole('button', { name: 'Retire the item “Who stormed the Bastille?”' }),
    );
    const dialog = await findShownDialog('Retire from the post-assessment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body!)).toEqual({
      kind: 'item',
      topic_key: 'french revolution',
      question_text: 'Who stormed the Bastille?',
    });
  });
});
