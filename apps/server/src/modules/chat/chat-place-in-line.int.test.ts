import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { readEvents, sendChat } from '../../../test/chat-journey.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Coach } from '../../coach/coach.js';
import { currentQueueTicket } from '../../coach/queue-ticket.js';
import { createOfflineCoach } from '../../coach/offline/offline-coach.js';

// D21 through the chat: a reply that waits for the embedded model tells the learner its place in line.
const learnerKeys: string[] = [];
const waitingCoach: Coach = {
  ...createOfflineCoach(),
  async *tutorReply() {
    const ticket = currentQueueTicket();
    learnerKeys.push(ticket?.learnerKey ?? 'none');
    ticket?.onQueued?.(2);
    ticket?.onQueued?.(1);
    ticket?.onQueued?.(0);
    yield 'Your turn: what do you notice first?';
  },
};

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let sessionId: number;

beforeAll(async () => {
  t = await createTestApp({}, { coach: waitingCoach });
  learner = await t.createUser('hedy');
  sessionId = await sessionWithBaseline(t, learner.headers, 'Tides');
});
afterAll(() => t.close());

describe('a reply waiting for the model', () => {
  it('streams its place in line before the first words, under the learner’s own key', async () => {
    const response = await sendChat(t, learner.headers, sessionId, 'Why two tides?', { stream: true });
    const events = readEvents(response.body).map(({ event, data }) => [event, data]);
    expect(events.slice(0, 4)).toEqual([
      ['start', expect.anything()],
      ['queued', { position: 2 }],
      ['queued', { position: 1 }],
      ['delta', { text: 'Your turn: what do you notice first?' }],
    ]);
    expect(events.at(-1)![0]).toBe('done');
    expect(learnerKeys).toEqual([String(learner.id)]);
  });
});
