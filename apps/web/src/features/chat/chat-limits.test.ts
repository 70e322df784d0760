import * as contracts from '@socratica/contracts';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  MAX_RESUME_MINUTES,
  MIN_RESUME_MINUTES,
  NOTES_MAX_LENGTH,
} from './chat-limits';

describe('chat limits', () => {
  it('match the API contract', () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(contracts.CHAT_MESSAGE_MAX_LENGTH);
    expect(NOTES_MAX_LENGTH).toBe(contracts.NOTES_MAX_LENGTH);
    expect(MIN_RESUME_MINUTES).toBe(contracts.MIN_RESUME_MINUTES);
    expect(MAX_RESUME_MINUTES).toBe(contracts.MAX_RESUME_MINUTES);
  });
});
