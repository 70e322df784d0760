import { APICallError, RetryError, stepCountIs, streamText, tool, type LanguageModel } from 'ai';
import { z } from 'zod';
import { CoachError, type TutorRequest } from '../coach.js';
import { BACKGROUND_LEARNER, currentQueueTicket, runAsLearner, type QueueTicket } from '../queue-ticket.js';
import type { LlmSettings } from './ask-model.js';
import { tutorSystemPrompt, tutorUserPrompt } from './tutor.prompt.js';

type StreamSettings = Pick<LlmSettings, 'maxRetries' | 'streamIdleTimeoutMs' | 'maxOutputTokens'>;

/**
 * The tutor's reply as the model writes it. The timeout counts idle time, not the total (D10): a
 * model that keeps writing may take its time, one that goes quiet is abandoned. Aborting `signal`
 * (the learner left or pressed Stop) aborts the request to the provider too.
 */
export async function* streamTutorReply(
  model: LanguageModel,
  settings: StreamSettings,
  request: TutorRequest,
  signal: AbortSignal,
  /** What the checks found in the learner's message (D20), as sentences for the prompt's data. */
  verdicts: readonly string[] = [],
): AsyncGenerator<string> {
  const stall = new AbortController();
  // Waiting in the embedded model's line is not going quiet: the idle clock stops until the first words.
  let inLine = false;
  const idleTimer = setTimeout(() => {
    if (!inLine) stall.abort();
  }, settings.streamIdleTimeoutMs);
  // Every piece restarts the idle clock, refreshing the one timer rather than making one per piece.
  const stillAlive = () => {
    inLine = false;
    idleTimer.refresh();
  };
  const ticket = currentQueueTicket() ?? { learnerKey: BACKGROUND_LEARNER };
  const waitingInLine: QueueTicket = {
    ...ticket,
    onQueued: (position) => {
      inLine = true;
      ticket.onQueued?.(position);
    },
  };

  const result = runAsLearner(waitingInLine, () =>
    streamText({
      model,
      system: tutorSystemPrompt(request, verdicts),
      prompt: tutorUserPrompt(request, verdicts),
      maxOutputTokens: settings.maxOutputTokens,
      maxRetries: settings.maxRetries,
      abortSignal: AbortSignal.any([signal, stall.signal]),
      ...videoTool(request),
      // Failures arrive as error parts below and are reported there; the default would print them.
      onError: () => undefined,
    }),
  );

  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        stillAlive();
        if (part.text) yield part.text;
      } else if (part.type === 'error') {
        throw tutorFailure(part.error, stall.signal.aborted);
      } else if (part.type === 'abort') {
        if (stall.signal.aborted) throw tutorFailure(undefined, true);
        return;
      } else if (part.type === 'finish' && !['stop', 'length', 'tool-calls'].includes(part.finishReason)) {
        // A stream that ends without the provider's finish reason was cut, not finished.
        throw new CoachError('tutor_unavailable', `tutor_reply: the stream ended (${part.finishReason})`);
      }
    }
  } catch (error) {
    if (error instanceof CoachError) throw error;
    if (signal.aborted) return;
    throw tutorFailure(error, stall.signal.aborted);
  } finally {
    clearTimeout(idleTimer);
  }
}

/**
 * D12: the model may ask for videos while it replies. The search runs after the reply, so the tool
 * only notes the query and tells the model the videos will be shown; a second step lets it finish
 * its text when it called the tool first.
 */
function videoTool(request: TutorRequest) {
  const suggest = request.suggestVideos;
  if (!suggest) return {};
  return {
    tools: {
      suggest_videos: tool({
        description:
          'Show the learner short educational videos under your reply, when watching one would help more than another question. Give a search query of a few words.',
        inputSchema: z.object({ query: z.string().min(1).max(200) }),
        execute: ({ query }) => {
          suggest(query);
          return Promise.resolve({
            status: 'The videos will be shown under your reply; do not list or link them.',
          });
        },
      }),
    },
    stopWhen: stepCountIs(2),
  };
}

function tutorFailure(error: unknown, stalled: boolean): CoachError {
  if (stalled) return new CoachError('tutor_stalled', 'tutor_reply: no new text within the idle timeout');
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  const what = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const busy = APICallError.isInstance(cause) && cause.statusCode === 429;
  return new CoachError(busy ? 'tutor_busy' : 'tutor_unavailable', `tutor_reply: ${what}`, { cause: error });
}
