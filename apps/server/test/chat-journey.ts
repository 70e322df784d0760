import type { ChatReply } from '@socratica/contracts';
import type { TestApp } from './test-app.js';

type Headers = { authorization: string };

export interface StreamEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each event's shape as they need
  data: any;
}

/** The events of a whole Server-Sent Events body. */
export function readEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      return { event, data: data === undefined ? null : JSON.parse(data) };
    });
}

export function openChat(t: TestApp, headers: Headers, sessionId: number) {
  return t.inject({
    method: 'POST',
    url: '/socratica/api/chat/open',
    headers,
    payload: { session_id: sessionId },
  });
}

export function sendChat(
  t: TestApp,
  headers: Headers,
  sessionId: number,
  content: string,
  { stream = false }: { stream?: boolean } = {},
) {
  return t.inject({
    method: 'POST',
    url: stream ? '/socratica/api/chat/stream' : '/socratica/api/chat',
    headers,
    payload: { session_id: sessionId, user_id: 1, messages: [{ role: 'user', content }] },
  });
}

/** Sends a message and returns the tutor's whole reply, failing loudly otherwise. */
export async function chatTurn(t: TestApp, headers: Headers, sessionId: number, content: string) {
  const response = await sendChat(t, headers, sessionId, content);
  if (response.statusCode !== 200) throw new Error(`chat failed: ${response.statusCode} ${response.body}`);
  return response.json<ChatReply>();
}
