import type { ChatTurn } from '../coach.js';

/**
 * A chat as the model reads it: the most recent turns that fit in a budget, each clipped, so that
 * a long session cannot overflow the context window or the bill.
 */
const TRANSCRIPT_BUDGET_CHARS = 24_000;
const TURN_LIMIT_CHARS = 4_000;

export interface TranscriptTurn {
  speaker: 'learner' | 'tutor';
  text: string;
}

export function transcript(chat: readonly ChatTurn[]): TranscriptTurn[] {
  const kept: TranscriptTurn[] = [];
  let used = 0;
  for (let i = chat.length - 1; i >= 0; i--) {
    const turn = chat[i];
    if (!turn) continue;
    const text =
      turn.content.length > TURN_LIMIT_CHARS ? `${turn.content.slice(0, TURN_LIMIT_CHARS)}…` : turn.content;
    if (used + text.length > TRANSCRIPT_BUDGET_CHARS && kept.length > 0) break;
    used += text.length;
    kept.push({ speaker: turn.role === 'user' ? 'learner' : 'tutor', text });
  }
  return kept.reverse();
}
