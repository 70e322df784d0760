import { and, eq } from 'drizzle-orm';
import type { ChatReply } from '@socratica/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import {
  startFakeWikipediaServer,
  wikipediaReply,
  type FakeWikipediaServer,
} from '../../../test/fakes/wikipedia-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// D19: the offline tutor answers a question of fact from the topic's Wikipedia article, named and linked,
// and a Wikipedia in trouble never costs the learner a reply or their message.

const TOPIC = 'French Revolution';
const QUESTION = 'What caused the French Revolution?';

const wikipediaEnv = (wikipedia: FakeWikipediaServer) => ({
  SOCRATICA_WIKIPEDIA: 'true',
  SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url,
  SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com',
  SOCRATICA_WIKIPEDIA_TIMEOUT_SECONDS: '0.5',
});

async function learnerMessageSaved(t: TestApp, sessionId: number, content: string) {
  const rows = await t.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.role, 'user'),
        eq(chatMessages.content, content),
      ),
    );
  return rows.length === 1;
}

describe('with Wikipedia answering', () => {
  let wikipedia: FakeWikipediaServer;
  let t: TestApp;
  beforeAll(async () => {
    wikipedia = await startFakeWikipediaServer();
    t = await createTestApp(wikipediaEnv(wikipedia));
  });
  afterAll(async () => {
    await t.close();
    await wikipedia.close();
  });

  it('answers a question of fact from the article, quoted, named and linked', async () => {
    const ada = await t.createUser('ada');
    const sessionId = await sessionWithBaseline(t, ada.headers, TOPIC);
    expect((await openChat(t, ada.headers, sessionId)).statusCode).toBe(200);

    const reply = await chatTurn(t, ada.headers, sessionId, QUESTION);

    expect(reply.content).toContain(
      'The causes of the French Revolution include a fiscal crisis, a rigid social order and new political ideas.',
    );
    expect(reply.content).toContain(
      `[French Revolution › Causes](${wikipedia.url}/wiki/French_Revolution#Causes)`,
    );
    expect(reply.content).toContain('CC BY-SA 4.0');
    expect(wikipedia.requests.map((request) => request.endpoint)).toEqual(['search', 'extracts']);
  });

  it('answers a second session on the topic from the stored article, asking Wikipedia nothing', async () => {
    const asked = wikipedia.requests.length;
    const grace = await t.createUser('grace');
    const sessionId = await sessionWithBaseline(t, grace.headers, TOPIC);
    await openChat(t, grace.headers, sessionId);

    const reply = await chatTurn(t, grace.headers, sessionId, 'Who was Robespierre?');

    expect(reply.content).toContain('Maximilien Robespierre was its most influential member.');
    expect(reply.content).toContain(`${wikipedia.url}/wiki/French_Revolution#Reign_of_Terror`);
    expect(wikipedia.requests).toHaveLength(asked);
  });

  it('names a claim the article contradicts as not matching it, in the article’s words', async () => {
    const joan = await t.createUser('joan');
    const sessionId = await sessionWithBaseline(t, joan.headers, TOPIC);
    await openChat(t, joan.headers, sessionId);

    const reply = await chatTurn(t, joan.headers, sessionId, 'Marie Antoinette was the queen of England.');

    expect(reply.content).toMatch(/^(That doesn't match the source|The source says otherwise)\./);
    expect(reply.content).toContain('“Marie Antoinette was the last queen of France before the revolution.”');
    expect(reply.content).toContain(`${wikipedia.url}/wiki/French_Revolution#Marie_Antoinette`);
  });

  // Issue 37: a topic without an article or document is said to have none, in the first reply.
  it('opens a topic with no article by saying so, then what WordNet, named as a dictionary, has', async () => {
    const ivy = await t.createUser('ivy');
    const sessionId = await sessionWithBaseline(t, ivy.headers, 'Plate tectonics');
    const opened = await openChat(t, ivy.headers, sessionId);

    const opening = opened.json<ChatReply>().content;
    expect(opening).toMatch(
      /^I found no article or document on Plate tectonics, so I can check facts only against a dictionary, WordNet 3\.1\. It defines “plate tectonics” as “/,
    );
  });

  it('opens a topic with an article without that notice', async () => {
    const jo = await t.createUser('jo');
    const sessionId = await sessionWithBaseline(t, jo.headers, TOPIC);
    const opened = await openChat(t, jo.headers, sessionId);

    const opening = opened.json<ChatReply>().content;
    expect(opening).not.toContain('I found no article or document');
  });

  // Issue 37: every claim is read and judged against the session's passages.
  it('names a claim whose year the article contradicts, quoting the deciding sentence with its link', async () => {
    const kim = await t.createUser('kim');
    const sessionId = await sessionWithBaseline(t, kim.headers, TOPIC);
    await openChat(t, kim.headers, sessionId);

    const reply = await chatTurn(t, kim.headers, sessionId, 'The crowds stormed the Bastille in 1790.');

    expect(reply.content).toMatch(/^(That doesn't match the source|The source says otherwise)\./);
    expect(reply.content).toContain('“On 14 July 1789 crowds in Paris stormed the Bastille');
    expect(reply.content).toContain('It gives 14 July 1789, not 1790.');
    expect(reply.content).toContain(`${wikipedia.url}/wiki/French_Revolution#Storming_of_the_Bastille`);
  });

  it('treats the claim asked as “…, right?” as the claim it states', async () => {
    const lee = await t.createUser('lee');
    const sessionId = await sessionWithBaseline(t, lee.headers, TOPIC);
    await openChat(t, lee.headers, sessionId);

    const reply = await chatTurn(
      t,
      lee.headers,
      sessionId,
      'The crowds stormed the Bastille in 1790, right?',
    );

    expect(reply.content).toMatch(/^(That doesn't match the source|The source says otherwise)\./);
    expect(reply.content).toContain('It gives 14 July 1789, not 1790.');
  });

  it('confirms a claim the article states, with the sentence that says it', async () => {
    const max = await t.createUser('max');
    const sessionId = await sessionWithBaseline(t, max.headers, TOPIC);
    await openChat(t, max.headers, sessionId);

    const reply = await chatTurn(t, max.headers, sessionId, 'Crowds in Paris stormed the Bastille in 1789.');

    expect(reply.content).toMatch(/^Yes\. Wikipedia/);
    expect(reply.content).toContain('“On 14 July 1789 crowds in Paris stormed the Bastille');
  });

  it('explains on request with the section’s own sentences in order, linked, and one check question', async () => {
    const lin = await t.createUser('lin');
    const sessionId = await sessionWithBaseline(t, lin.headers, TOPIC);
    await openChat(t, lin.headers, sessionId);

    const reply = await chatTurn(
      t,
      lin.headers,
      sessionId,
      'Explain step by step how the Reign of Terror went.',
    );

    expect(reply.content).toContain(
      `[French Revolution › Reign of Terror](${wikipedia.url}/wiki/French_Revolution#Reign_of_Terror)`,
    );
    const steps = reply.content.split('\n').filter((line) => /^\d\. “/.test(line));
    expect(steps[0]).toContain(
      'From 1793 to 1794 the Committee of Public Safety ruled through the Reign of Terror.',
    );
    expect(steps.at(-1)).toContain('Robespierre was himself arrested and guillotined in July 1794.');
    expect(reply.content.trim().endsWith('?')).toBe(true);
    expect(reply.content.match(/\?/g)).toHaveLength(1);
  });

  it('says plainly that the sources do not cover a claim the learner asks about, neither praising nor refuting it', async () => {
    const noa = await t.createUser('noa');
    const sessionId = await sessionWithBaseline(t, noa.headers, TOPIC);
    await openChat(t, noa.headers, sessionId);

    const reply = await chatTurn(
      t,
      noa.headers,
      sessionId,
      'King Louis XVI loved hunting in the forests, right?',
    );

    expect(reply.content).toContain("I can't find a sentence in my sources that says");
    expect(reply.content).not.toMatch(/\b(?:yes|right|correct|wrong|true|false)\b/i);
  });
});

describe('with Wikipedia failing', () => {
  let wikipedia: FakeWikipediaServer;
  beforeAll(async () => {
    wikipedia = await startFakeWikipediaServer();
  });
  afterAll(() => wikipedia.close());

  // Each case gets its own server: after a failure, a server leaves Wikipedia alone for a while.
  it.each([
    ['hangs', wikipediaReply.hang()],
    ['fails with a server error', wikipediaReply.serverError()],
  ])('still answers promptly when Wikipedia %s, and keeps the message', async (_, failure) => {
    wikipedia.reset();
    wikipedia.script(failure, failure);
    const t = await createTestApp(wikipediaEnv(wikipedia));
    try {
      const ada = await t.createUser('ada');
      const sessionId = await sessionWithBaseline(t, ada.headers, TOPIC);

      const started = Date.now();
      const reply = await chatTurn(t, ada.headers, sessionId, QUESTION);

      expect(Date.now() - started).toBeLessThan(3_000);
      expect(wikipedia.requests.length).toBeGreaterThan(0);
      expect(reply.content.trim()).not.toBe('');
      expect(reply.content).not.toContain('Wikipedia');
      expect(await learnerMessageSaved(t, sessionId, QUESTION)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
