import type { ChatReply, ChatSession, ChatTimer, StoredChatMessage, Video } from '@socratica/contracts';

export function chatTimer(overrides: Partial<ChatTimer> = {}): ChatTimer {
  return {
    allotted_seconds: 1260,
    started_at: null,
    remaining_seconds: 1260,
    elapsed_seconds: 0,
    phase: 'prior_knowledge',
    ...overrides,
  };
}

/** A timer that started with the tutor's first reply and has `remaining` seconds left. */
export function runningTimer(remaining: number, overrides: Partial<ChatTimer> = {}): ChatTimer {
  return chatTimer({
    started_at: '2026-11-21T14:30:00Z',
    remaining_seconds: remaining,
    elapsed_seconds: 1260 - remaining,
    ...overrides,
  });
}

let nextMessageId = 100;

export function storedMessage(overrides: Partial<StoredChatMessage> = {}): StoredChatMessage {
  nextMessageId += 1;
  return {
    id: nextMessageId,
    role: 'assistant',
    content: 'What do you already know about tides?',
    video_embeds: [],
    interrupted: false,
    answered_offline: false,
    created_at: '2026-11-21T14:30:00Z',
    ...overrides,
  };
}

export function chatSession(overrides: Partial<ChatSession> = {}): ChatSession {
  return {
    session_id: 7,
    topic: 'Tides',
    difficulty_level: 'beginner',
    context: null,
    chat_learning_time_minutes: 21,
    post_assessment_time_minutes: 4.5,
    messages: [],
    notes: '',
    paused_at: null,
    timer: chatTimer(),
    post_assessment_done: false,
    ...overrides,
  };
}

export function chatReply(
  message: StoredChatMessage,
  timer: ChatTimer = runningTimer(1260),
  userMessageId: number | null = null,
): ChatReply {
  return {
    response: { content: message.content },
    content: message.content,
    video_embeds: message.video_embeds,
    message,
    user_message_id: userMessageId,
    timer,
  };
}

export function video(overrides: Partial<Video> = {}): Video {
  return {
    video_id: 'dQw4w9WgXcQ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Why are there two tides a day?',
    channel: 'Ocean Lab',
    channel_id: 'UC123',
    thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    description: 'Tides explained.',
    view_count: 1000,
    duration: 'PT5M',
    metadata: {
      title: 'Why are there two tides a day?',
      channel: 'Ocean Lab',
      embed_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    },
    valid: true,
    ...overrides,
  };
}
