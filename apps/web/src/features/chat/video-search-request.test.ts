import { describe, expect, it } from 'vitest';
import { video } from '../../testing/chat';
import type { ChatMessage } from './chat-message';
import { videoSearchRequest } from './video-search-request';

let count = 0;
function message(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  count += 1;
  return {
    id: `m${count}`,
    role: count % 2 ? 'assistant' : 'user',
    content,
    videoEmbeds: [],
    interrupted: false,
    localOnly: false,
    ...overrides,
  };
}

describe('videoSearchRequest', () => {
  it('sends the last 5 messages as context and the videos already shown as exclusions', () => {
    const messages = [
      message('one', { videoEmbeds: [video({ video_id: 'aaaaaaaaaaa' })] }),
      message('two'),
      message('three', {
        videoEmbeds: [video({ video_id: 'bbbbbbbbbbb' }), video({ video_id: 'aaaaaaaaaaa' })],
      }),
      message('four'),
      message("Time's up!", { localOnly: true }),
      message('five'),
      message('six'),
      message('seven'),
    ];

    expect(videoSearchRequest('  spring tides ', messages, 7)).toEqual({
      query: 'spring tides',
      context: 'three\nfour\nfive\nsix\nseven',
      session_id: 7,
      max_results: 5,
      exclude_video_ids: ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
    });
  });

  it('keeps the end of a context longer than the server takes', () => {
    const long = 'x'.repeat(30_000);
    const request = videoSearchRequest('tides', [message(long), message('last')], 7);

    expect(request.context).toHaveLength(25_000);
    expect(request.context?.endsWith('\nlast')).toBe(true);
  });
});
