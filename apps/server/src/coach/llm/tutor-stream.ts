import { APICallError, RetryError, stepCountIs, streamText, type LanguageModel } from 'ai';
import { CoachError, type TutorRequest } from '../coach.js';
import { BACKGROUND_LEARNER, currentQueueTicket, runAsLearner, type QueueTicket } from '../queue-ticket.js';
import type { LlmSettings } from './ask-model.js';
import type { EndpointModel } from './model-endpoint.js';
import { tutorChatCompletion, type TutorPart, type TutorPrompt } from './tutor-chat-completion.js';
import { tutorSystemPrompt, tutorUserPrompt } from './tutor.prompt.js';
import { VIDEO_TOOL_STEPS, videoToolForSdk } from './video-tool.js';

type StreamSettings = Pick<LlmSettings, 'maxRetries' | 'streamIdleTimeoutMs' | 'maxOutputTokens'>;

/** How a finished reply may end; any other reason means it was cut short. */
const FINISHED = new Set(['stop', 'length', 'tool-calls']);

/**
 * The tutor's reply as the model writes it. The timeout counts idle time, not the total (D10): a
 * model that keeps writing may take its time, one that goes quiet is abandoned. Aborting `signal`
 * (the learner left or pressed Stop) aborts the request to the provider too.
 *
 * An OpenAI-compatible endpoint is read directly (tutor-chat-completion.ts), which costs far less CPU per
 * piece than streamText; the embedded model, which has no HTTP endpoint, goes through streamText.
 */
export async function* streamTutorReply(
  model: Pick<EndpointModel, 'model' | 'chatCompletions'>,
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

  const prompt = { system: tutorSystemPrompt(request, verdicts), user: tutorUserPrompt(request, verdicts) };
  const call = { ...settings, signal: AbortSignal.any([signal, stall.signal]) };
  const parts = model.chatCompletions
    ? tutorChatCompletion(model.chatCompletions, prompt, request, call)
    : runAsLearner(waitingInLine, () => streamTextParts(model.model('text'), prompt, request, call));

  try {
    for await (const part of parts) {
      if (part.type === 'text') {
        stillAlive();
        if (part.text) yield part.text;
      } else if (!FINISHED.has(part.finishReason)) {
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
 * The reply through streamText, as text and a finish. It is called inside the queue ticket, where
 * streamText asks the model; the parts are read outside.
 */
function streamTextParts(
  model: LanguageModel,
  prompt: TutorPrompt,
  request: TutorRequest,
  { maxOutputTokens, maxRetries, signal }: StreamSettings & { signal: AbortSignal },
): AsyncIterable<TutorPart> {
  const suggest = request.suggestVideos;
  const result = streamText({
    model,
    system: prompt.system,
    prompt: prompt.user,
    maxOutputTokens,
    maxRetries,
    abortSignal: signal,
    ...(suggest ? { tools: videoToolForSdk(suggest), stopWhen: stepCountIs(VIDEO_TOOL_STEPS) } : {}),
    // Failures arrive as error parts below and are reported there; the default would print them.
    onError: () => undefined,
  });
  return (async function* () {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield { type: 'text', text: part.text };
      else if (part.type === 'finish') yield part;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new DOMException('The tutor reply was aborted.', 'AbortError');
    }
  })();
}

function tutorFailure(error: unknown, stalled: boolean): CoachError {
  if (stalled) return new CoachError('tutor_stalled', 'tutor_reply: no new text within the idle timeout');
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  const what = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const busy = APICallError.isInstance(cause) && cause.statusCode === 429;
  return new CoachError(busy ? 'tutor_busy' : 'tutor_unavailable', `tutor_reply: ${what}`, { cause: error });
}
