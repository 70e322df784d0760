import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../support/built-server.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatSession, Question, StartAssessmentResponse } from '@socratica/contracts';
import { reply, startFakeOpenAiServer } from '../../server/test/fakes/openai-server.js';

const RESTARTS = 20;
const ADMIN_PASSWORD = 'crash-admin-password';
/** A tutor reply slow enough to be cut mid-way: 60 chunks of 8 characters, 100 ms apart. */
const SLOW_REPLY = 'Light is absorbed by chlorophyll in the leaf, and that energy splits water. '.repeat(7);

/**
 * The operator's worst case, twenty times over: the server is killed with SIGKILL (after a write it
 * acknowledged, or in the middle of a tutor reply) and started again at once. Every start succeeds,
 * every acknowledged write is there, and a session whose reply was cut can chat right away. The checks
 * hold a model's reply back until it is whole (D20), so a reply cut while the model writes was never
 * shown, and nothing of it is kept.
 */
test('SIGKILL and an immediate restart, 20 times: no refused start, no lost write, no stuck chat', async () => {
  test.setTimeout(15 * 60_000);
  const ai = await startFakeOpenAiServer();
  const port = 9300 + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}/socratica/api`;
  const env = {
    SOCRATICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'socratica-crash-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    SOCRATICA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SOCRATICA_AI_PROVIDER: 'openai',
    SOCRATICA_AI_BASE_URL: ai.url,
    SOCRATICA_AI_API_KEY: 'crash-fake-key',
    SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000',
  };
  let server = startBuiltServer(env);
  let refusedStarts = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const healthy = async () => {
    await expect
      .poll(async () => (await fetch(`${base}/health`).catch(() => null))?.status, { timeout: 90_000 })
      .toBe(200);
  };
  const killAndRestart = async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    server = startBuiltServer(env);
    // A refused start exits at once with its reason; a good one stays up and answers.
    const refused = server.exited.then((code) => code !== null);
    await Promise.race([healthy(), refused]);
    if (await Promise.race([refused, Promise.resolve(false)])) {
      refusedStarts++;
      throw new Error(`the restart was refused: ${server.output()}`);
    }
  };

  try {
    await healthy();
    const admin = (await call('POST', '/login', undefined, { username: 'admin', password: ADMIN_PASSWORD }))
      .body.access_token as string;
    const created = await call('POST', '/admin/users', admin, {
      username: 'crash-learner',
      email: 'crash-learner@example.com',
      password: 'crash-pw',
    });
    expect(created.status).toBe(201);
    const learner = (
      await call('POST', '/login', undefined, { username: 'crash-learner', password: 'crash-pw' })
    ).body.access_token as string;
    const started = (await call('POST', '/assessments/start?topic=Photosynthesis&times=15', learner))
      .body as unknown as StartAssessmentResponse;
    const sessionId = started.session_id;
    for (const [index, question] of started.assessment.questions.entries()) {
      await call('POST', `/assessments/${sessionId}/responses`, learner, {
        question_number: index + 1,
        question_text: question.text,
        user_answer: sampleAnswer(question),
      });
    }
    expect((await call('POST', `/assessments/${sessionId}/complete`, learner)).status).toBe(200);
    expect((await call('POST', '/chat/open', learner, { session_id: sessionId })).status).toBe(200);

    const acknowledged: string[] = [];
    for (let round = 0; round < RESTARTS; round++) {
      // A write the server acknowledged, then the kill, with nothing in between.
      const username = `crash-user-${round}`;
      const write = await call('POST', '/admin/users', admin, {
        username,
        email: `${username}@example.com`,
        password: 'pass',
      });
      expect(write.status).toBe(201);
      acknowledged.push(username);

      const cutMidReply = round % 4 === 0;
      let received = '';
      if (cutMidReply) {
        const asked = ai.requests.length;
        ai.script(reply.content(SLOW_REPLY, { chunkSize: 8, chunkDelayMs: 100 }));
        const stream = await fetch(`${base}/chat/stream`, {
          method: 'POST',
          headers: { authorization: `Bearer ${learner}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            session_id: sessionId,
            messages: [{ role: 'user', content: `Why, ${round}?` }],
          }),
        });
        const reader = stream.body!.getReader();
        const decoder = new TextDecoder();
        while (!received.includes('event: start')) {
          const { value } = await reader.read();
          received += decoder.decode(value, { stream: true });
        }
        // The model is writing its slow reply (6 s of it) when the server dies.
        await expect.poll(() => ai.requests.length).toBe(asked + 1);
      }

      await killAndRestart();

      const users = (await call('GET', '/admin/users?limit=200', admin)).body.users as { username: string }[];
      const kept = new Set(users.map((user) => user.username));
      expect(
        acknowledged.filter((name) => !kept.has(name)),
        `round ${round}: lost writes`,
      ).toEqual([]);

      if (cutMidReply) {
        const chat = (await call('GET', `/assessments/${sessionId}/chat`, learner))
          .body as unknown as ChatSession;
        // The learner saw none of the reply, so none of it is kept: their message is the last.
        expect(received).not.toContain('event: delta');
        expect(chat.messages.at(-1)).toMatchObject({ role: 'user', content: `Why, ${round}?` });
        const next = await call('POST', '/chat', learner, {
          session_id: sessionId,
          messages: [{ role: 'user', content: `Go on, ${round}.` }],
        });
        expect(next.status, JSON.stringify(next.body)).toBe(200);
      }
    }
    expect(refusedStarts).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
    await ai.close();
  }
});

function sampleAnswer(question: Question): string {
  if (question.type === 'confidence_rating') return '6';
  return question.options[1] ?? 'How light becomes sugar in the leaf';
}
