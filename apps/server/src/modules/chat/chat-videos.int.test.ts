import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessions, curatedVideos, videoCategories } from '../../db/schema/index.js';
import { sessionWithBaseline } from '../../../test/assessment-journey.js';
import { chatTurn, openChat } from '../../../test/chat-journey.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fakes/openai-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// D12: the tutor suggests videos; they arrive as the reply's video_embeds. The catalogue is searched
// (no YouTube key), through the same moderation as any search.
const CATALOGUE = [
  ['dQw4w9WgXcQ', 'Photosynthesis explained: light and dark reactions', 'Amoeba Sisters'],
  ['9bZkp7q19f0', 'How plants make sugar from light: photosynthesis', 'CrashCourse'],
  ['kJQP7kiw5Fk', 'The Krebs cycle in ten minutes', 'CrashCourse'],
] as const;

async function seedCatalogue(t: TestApp) {
  const [category] = await t.database.db.insert(videoCategories).values({ name: 'Biology' }).returning();
  await t.database.db.insert(curatedVideos).values(
    CATALOGUE.map(([videoId, title, channel]) => ({
      categoryId: category!.id,
      videoId,
      title,
      url: `https://www.youtube.com/watch?v=${videoId}`,
      channel,
      channelId: `UC-${channel.replace(/\W/g, '')}`,
      description: title,
      qualityScore: 8,
    })),
  );
}

/** Moves the session's chat clock on, as if `share` of its chat time had passed. */
async function advanceClock(t: TestApp, sessionId: number, share: number) {
  await t.database.db
    .update(assessmentSessions)
    .set({
      chatStretchStartedAt: sql`now() - make_interval(secs => ${share} * coalesce(${assessmentSessions.chatStretchSeconds}, ${assessmentSessions.chatMinutes} * 60))`,
    })
    .where(eq(assessmentSessions.id, sessionId));
}

describe('with the offline coach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  it('suggests videos on the topic when the chat moves into a new phase, and not before', async () => {
    const ada = await t.createUser('ada');
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Photosynthesis');
    await openChat(t, ada.headers, sessionId);
    const first = await chatTurn(t, ada.headers, sessionId, 'Plants take in light and make food, I think.');
    expect(first.video_embeds).toEqual([]);

    await advanceClock(t, sessionId, 0.3);
    const second = await chatTurn(
      t,
      ada.headers,
      sessionId,
      'The light is caught by chlorophyll in the leaves.',
    );

    expect(second.timer.phase).toBe('exploration');
    expect(second.video_embeds.length).toBeGreaterThan(0);
    for (const video of second.video_embeds) {
      expect(video.title).toMatch(/photosynthesis/i);
      expect(video.metadata.embed_url).toBe(`https://www.youtube-nocookie.com/embed/${video.video_id}`);
    }
    // Kept with the message: a reload shows them again.
    expect(second.message.video_embeds).toEqual(second.video_embeds);
  });
});

describe('with the openai provider', () => {
  let ai: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    ai = await startFakeOpenAiServer();
    t = await createTestApp({ SOCRATICA_AI_PROVIDER: 'openai', SOCRATICA_AI_BASE_URL: ai.url });
    await seedCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('searches when the model calls its video tool, and the model finishes its reply after the call', async () => {
    const ada = await t.createUser('ada');
    const sessionId = await sessionWithBaseline(t, ada.headers, 'Photosynthesis');
    await openChat(t, ada.headers, sessionId);
    ai.reset();

    const answered = await chatTurn(t, ada.headers, sessionId, 'Is there a video that shows this?');

    const calls = ai.requests.filter((r) => r.task === 'tutor_reply');
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[0]?.body)).toContain('suggest_videos');
    expect(answered.content).toMatch(/^Good idea: a short video can help here\./);
    expect(answered.content.length).toBeGreaterThan('Good idea: a short video can help here.'.length);
    expect(answered.video_embeds.map((v) => v.video_id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(dQw4w9WgXcQ|9bZkp7q19f0)$/)]),
    );
    expect(answered.video_embeds.map((v) => v.video_id)).not.toContain('kJQP7kiw5Fk');

    // A second request shows other videos, never the ones this chat already showed.
    const again = await chatTurn(t, ada.headers, sessionId, 'Another video, please?');
    const shownBefore = answered.video_embeds.map((v) => v.video_id);
    for (const video of again.video_embeds) expect(shownBefore).not.toContain(video.video_id);
  });
});
