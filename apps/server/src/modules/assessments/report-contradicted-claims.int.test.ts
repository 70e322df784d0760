import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnhancedResults } from '@socratica/contracts';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { startFakeWikipediaServer, type FakeWikipediaServer } from '../../../test/fakes/wikipedia-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 37: the report lists the chat's claims the sources contradict, as knowledge gaps, and whether the
// learner corrected them later.
let wikipedia: FakeWikipediaServer;
let t: TestApp;
beforeAll(async () => {
  wikipedia = await startFakeWikipediaServer();
  t = await createTestApp({
    SOCRATICA_WIKIPEDIA: 'true',
    SOCRATICA_WIKIPEDIA_BASE_URL: wikipedia.url,
    SOCRATICA_WIKIPEDIA_CONTACT: 'ops@example.com',
  });
});
afterAll(async () => {
  await t.close();
  await wikipedia.close();
});

async function report(headers: { authorization: string }, sessionId: number) {
  const response = await t.inject({
    method: 'GET',
    url: `/socratica/api/assessments/${sessionId}/enhanced-results`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<EnhancedResults>();
}

describe('the report of a chat with a claim the article contradicts', () => {
  it('lists the claim with the deciding sentence and its link, as a knowledge gap, and not corrected', async () => {
    const ana = await t.createUser('ana');
    const sessionId = await sessionWithBaseline(t, ana.headers, 'French Revolution');
    await openChat(t, ana.headers, sessionId);
    await chatTurn(t, ana.headers, sessionId, 'The crowds stormed the Bastille in 1790.');

    const results = await report(ana.headers, sessionId);

    expect(results.source_found).toBe(true);
    expect(results.contradicted_claims).toEqual([
      {
        claim: 'The crowds stormed the Bastille in 1790.',
        source_sentence:
          'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.',
        source_name: 'French Revolution › Storming of the Bastille',
        source_url: `${wikipedia.url}/wiki/French_Revolution#Storming_of_the_Bastille`,
        corrected: false,
      },
    ]);
    expect(results.knowledge_gaps).toContain(
      'Your claim “The crowds stormed the Bastille in 1790” (not corrected in the chat) — French Revolution › Storming of the Bastille says: “On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.”',
    );
  });

  it('marks the claim corrected when a later message says what the source says', async () => {
    const ben = await t.createUser('ben');
    const sessionId = await sessionWithBaseline(t, ben.headers, 'French Revolution');
    await openChat(t, ben.headers, sessionId);
    await chatTurn(t, ben.headers, sessionId, 'The crowds stormed the Bastille in 1790.');
    await chatTurn(t, ben.headers, sessionId, 'Crowds in Paris stormed the Bastille in 1789.');

    const [claim] = (await report(ben.headers, sessionId)).contradicted_claims;
    expect(claim).toMatchObject({ claim: 'The crowds stormed the Bastille in 1790.', corrected: true });
  });

  it('says the topic had no article or document when it had none', async () => {
    const cy = await t.createUser('cy');
    const sessionId = await sessionWithBaseline(t, cy.headers, 'Plate tectonics');
    const results = await report(cy.headers, sessionId);
    expect(results.source_found).toBe(false);
    expect(results.contradicted_claims).toEqual([]);
  });
});
