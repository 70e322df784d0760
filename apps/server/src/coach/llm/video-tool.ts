import { tool } from 'ai';
import { z } from 'zod';
import type { ToolCallRequest } from './completion-chunks.js';

/**
 * D12: the model may ask for videos while it replies. The search runs after the reply, so the tool
 * only notes the query and tells the model the videos will be shown; a second step lets it finish
 * its text when it called the tool first. Offered the same way to streamText (the embedded model) and
 * in a chat-completions request body.
 */
const NAME = 'suggest_videos';
const DESCRIPTION =
  'Show the learner short educational videos under your reply, when watching one would help more than another question. Give a search query of a few words.';
const input = z.object({ query: z.string().min(1).max(200) });
const RESULT = { status: 'The videos will be shown under your reply; do not list or link them.' };

/** The model's steps: its reply, and one more to finish its text after calling the tool. */
export const VIDEO_TOOL_STEPS = 2;

/** The tool for streamText. */
export function videoToolForSdk(suggest: (query: string) => void) {
  return {
    [NAME]: tool({
      description: DESCRIPTION,
      inputSchema: input,
      execute: ({ query }) => {
        suggest(query);
        return Promise.resolve(RESULT);
      },
    }),
  };
}

/** The tool as OpenAI's `tools` lists a function; the schema as the AI SDK converts it (draft 7). */
export const videoToolFunction = {
  type: 'function',
  function: {
    name: NAME,
    description: DESCRIPTION,
    parameters: z.toJSONSchema(input, { target: 'draft-7' }),
  },
} as const;

/** A call answered: its arguments as sent back to the model, and the tool message's content. */
export interface AnsweredToolCall extends ToolCallRequest {
  result: string;
}

/**
 * Runs a call the model made, and words the result, or why the call was refused, as the AI SDK does
 * (a `tool` message's content: the result as JSON, or the error's text).
 */
export function answerVideoToolCall(
  call: ToolCallRequest,
  suggest: (query: string) => void,
): AnsweredToolCall {
  const answered = (argumentsSent: unknown, result: string) => ({
    ...call,
    arguments: JSON.stringify(argumentsSent),
    result,
  });
  const json = parseJson(call.arguments);
  // A refused call is sent back with its arguments when they are a JSON object (or array, or null), else {}.
  const sent = json.ok && typeof json.value === 'object' ? json.value : {};
  if (call.name !== NAME) {
    return answered(sent, `Model tried to call unavailable tool '${call.name}'. Available tools: ${NAME}.`);
  }
  // No arguments at all are read as {}, as the AI SDK reads them.
  const value = call.arguments.trim() === '' ? {} : json.ok ? json.value : undefined;
  if (!json.ok && value === undefined) {
    const why = `JSON parsing failed: Text: ${call.arguments}.\nError message: ${json.error}`;
    return answered(sent, `Invalid input for tool ${NAME}: ${why}`);
  }
  const checked = input.safeParse(value);
  if (!checked.success) {
    const why = `Type validation failed: Value: ${JSON.stringify(value)}.\nError message: ${checked.error.message}`;
    return answered(sent, `Invalid input for tool ${NAME}: ${why}`);
  }
  suggest(checked.data.query);
  return answered(checked.data, JSON.stringify(RESULT));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
