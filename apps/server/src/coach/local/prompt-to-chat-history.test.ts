import { describe, expect, it } from 'vitest';
import { promptToChatHistory } from './prompt-to-chat-history.js';

describe('promptToChatHistory', () => {
  it('turns system, user and assistant messages into chat history ending with a response to write', () => {
    const { history, warnings } = promptToChatHistory([
      { role: 'system', content: 'task: tutor_reply' },
      { role: 'user', content: [{ type: 'text', text: 'What is 2 + 2?' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'What do you think?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Four.' }] },
    ]);
    expect(history).toEqual([
      { type: 'system', text: 'task: tutor_reply' },
      { type: 'user', text: 'What is 2 + 2?' },
      { type: 'model', response: ['What do you think?'] },
      { type: 'user', text: 'Four.' },
      { type: 'model', response: [] },
    ]);
    expect(warnings).toEqual([]);
  });

  it('joins consecutive messages of one role, and continues a trailing assistant message', () => {
    const { history } = promptToChatHistory([
      { role: 'system', content: 'one' },
      { role: 'system', content: 'two' },
      { role: 'user', content: [{ type: 'text', text: 'a' }] },
      { role: 'user', content: [{ type: 'text', text: 'b' }] },
      { role: 'assistant', content: [{ type: 'text', text: '{"answer":' }] },
    ]);
    expect(history).toEqual([
      { type: 'system', text: 'one\n\ntwo' },
      { type: 'user', text: 'a\n\nb' },
      { type: 'model', response: ['{"answer":'] },
    ]);
  });

  it('leaves files out with a warning and writes tool traffic as text', () => {
    const { history, warnings } = promptToChatHistory([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Look' },
          { type: 'file', data: 'aGk=', mediaType: 'image/png' },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'hidden thoughts' },
          { type: 'tool-call', toolCallId: '1', toolName: 'suggest_videos', input: { query: 'leaves' } },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: '1',
            toolName: 'suggest_videos',
            output: { type: 'json', value: { status: 'shown' } },
          },
        ],
      },
    ]);
    expect(history).toEqual([
      { type: 'user', text: 'Look' },
      { type: 'model', response: ['(called suggest_videos: {"query":"leaves"})'] },
      { type: 'user', text: '(suggest_videos answered: {"status":"shown"})' },
      { type: 'model', response: [] },
    ]);
    expect(warnings).toEqual([expect.objectContaining({ type: 'unsupported', feature: 'file parts' })]);
  });
});
