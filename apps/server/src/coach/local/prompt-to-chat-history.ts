import type {
  LanguageModelV3Prompt,
  LanguageModelV3ToolResultOutput,
  SharedV3Warning,
} from '@ai-sdk/provider';
import type { ChatHistoryItem } from 'node-llama-cpp';

export interface TranslatedPrompt {
  /** Ends with a model response for the model to write or, after an assistant prefix, to continue. */
  history: ChatHistoryItem[];
  warnings: SharedV3Warning[];
}

/**
 * The AI SDK's prompt as node-llama-cpp's chat history, which the model's chat template renders. Text is
 * kept as text (node-llama-cpp never reads a string in the history as a control token, so a learner who
 * types `<|im_end|>` cannot end a turn). Files cannot be read by the embedded model and are left out with
 * a warning; tool calls and results, which it never asks for, are written out as text so that the
 * conversation still reads in order. Consecutive messages of one role become one.
 */
export function promptToChatHistory(prompt: LanguageModelV3Prompt): TranslatedPrompt {
  const turns: { type: ChatHistoryItem['type']; text: string }[] = [];
  const warnings: SharedV3Warning[] = [];
  let droppedFile = false;

  const add = (type: ChatHistoryItem['type'], text: string) => {
    const last = turns.at(-1);
    if (last?.type === type) last.text = type === 'model' ? last.text + text : `${last.text}\n\n${text}`;
    else turns.push({ type, text });
  };

  for (const message of prompt) {
    switch (message.role) {
      case 'system':
        add('system', message.content);
        break;
      case 'user': {
        const texts: string[] = [];
        for (const part of message.content) {
          if (part.type === 'text') texts.push(part.text);
          else droppedFile = true;
        }
        add('user', texts.join('\n'));
        break;
      }
      case 'assistant': {
        const texts: string[] = [];
        for (const part of message.content) {
          if (part.type === 'text') texts.push(part.text);
          else if (part.type === 'tool-call') texts.push(`(called ${part.toolName}: ${json(part.input)})`);
          else if (part.type === 'tool-result') texts.push(toolResultText(part.toolName, part.output));
          else if (part.type === 'file') droppedFile = true;
          // Reasoning is the model's own earlier thinking, which models are not shown again.
        }
        add('model', texts.join(''));
        break;
      }
      case 'tool': {
        const texts = message.content.flatMap((part) =>
          part.type === 'tool-result' ? [toolResultText(part.toolName, part.output)] : [],
        );
        if (texts.length > 0) add('user', texts.join('\n'));
        break;
      }
    }
  }

  if (droppedFile) {
    warnings.push({
      type: 'unsupported',
      feature: 'file parts',
      details: 'The embedded model reads text only; files were left out of the prompt.',
    });
  }
  const history = turns.map(({ type, text }): ChatHistoryItem =>
    type === 'model' ? { type, response: [text] } : { type, text },
  );
  if (turns.at(-1)?.type !== 'model') history.push({ type: 'model', response: [] });
  return { history, warnings };
}

function toolResultText(toolName: string, output: LanguageModelV3ToolResultOutput): string {
  const value =
    output.type === 'text' || output.type === 'error-text'
      ? output.value
      : output.type === 'json' || output.type === 'error-json'
        ? json(output.value)
        : output.type === 'execution-denied'
          ? `denied${output.reason ? `: ${output.reason}` : ''}`
          : json(output.value);
  return `(${toolName} answered: ${value})`;
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}
