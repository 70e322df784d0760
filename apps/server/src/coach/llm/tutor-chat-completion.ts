import type { TutorRequest } from '../coach.js';
import type { ChatCompletionRequest, ChatCompletions } from './chat-completions-stream.js';
import type { CompletedMessage } from './completion-chunks.js';
import {
  answerVideoToolCall,
  VIDEO_TOOL_STEPS,
  videoToolFunction,
  type AnsweredToolCall,
} from './video-tool.js';

export interface TutorPrompt {
  system: string;
  user: string;
}

/** What a reply is read as, whichever way the model is asked: its text, then how it finished. */
export type TutorPart = { type: 'text'; text: string } | { type: 'finish'; finishReason: string };

/**
 * The tutor's reply from a chat-completions endpoint, in the steps streamText takes with the same tool
 * and `stopWhen`: when the model calls the video tool, the tool answers and a second request, carrying
 * the call and its result, lets the model continue its text.
 */
export async function* tutorChatCompletion(
  chat: ChatCompletions,
  prompt: TutorPrompt,
  request: TutorRequest,
  options: { maxOutputTokens: number; maxRetries: number; signal: AbortSignal },
): AsyncGenerator<TutorPart> {
  const suggest = request.suggestVideos;
  const messages: object[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
  const asked: Omit<ChatCompletionRequest, 'messages'> = {
    max_tokens: options.maxOutputTokens,
    ...(suggest ? { tools: [videoToolFunction], tool_choice: 'auto' } : {}),
  };
  for (let step = 1; ; step++) {
    let finished: CompletedMessage | undefined;
    for await (const event of chat.stream({ ...asked, messages }, options)) {
      if (event.type === 'text') yield event;
      else finished = event;
    }
    if (!finished) throw new Error('The chat-completions stream ended without its finish.');
    const answers = suggest ? finished.toolCalls.map((call) => answerVideoToolCall(call, suggest)) : [];
    if (answers.length === 0 || step === VIDEO_TOOL_STEPS) {
      yield { type: 'finish', finishReason: finished.finishReason };
      return;
    }
    messages.push(assistantTurn(finished, answers), ...answers.map(toolTurn));
  }
}

/** The model's own turn, as the AI SDK sends it back: its text (null when it only called), then its calls. */
function assistantTurn(message: CompletedMessage, calls: AnsweredToolCall[]) {
  return {
    role: 'assistant',
    content: message.text || null,
    ...(message.reasoning ? { reasoning_content: message.reasoning } : {}),
    tool_calls: calls.map(({ id, name, arguments: input }) => ({
      id,
      type: 'function',
      function: { name, arguments: input },
    })),
  };
}

function toolTurn({ id, result }: AnsweredToolCall) {
  return { role: 'tool', tool_call_id: id, content: result };
}
