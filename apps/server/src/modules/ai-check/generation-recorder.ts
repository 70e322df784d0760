import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { EndpointModel } from '../../coach/llm/model-endpoint.js';

interface RecordedGeneration {
  /** As the server reported them; undefined when it did not. */
  outputTokens: number | undefined;
  seconds: number;
}

/**
 * The endpoint's model, asked exactly as before and sharing its output-mode memory, that notes the output
 * tokens and the duration of the last call the server answered: the structured probe asks through the
 * coach's model client, which keeps the usage to itself, and may step through refused modes first.
 */
export function recordingGenerations(target: EndpointModel): {
  model: EndpointModel;
  last: () => RecordedGeneration | null;
} {
  let last: RecordedGeneration | null = null;
  const recording = (model: LanguageModel): LanguageModel => {
    // A model given by name or on the older interface cannot be wrapped; its rate is then not reported.
    if (typeof model === 'string' || model.specificationVersion !== 'v3') return model;
    return wrapLanguageModel({
      model,
      middleware: {
        specificationVersion: 'v3',
        wrapGenerate: async ({ doGenerate }) => {
          const started = performance.now();
          const result = await doGenerate();
          last = {
            outputTokens: result.usage.outputTokens.total,
            seconds: (performance.now() - started) / 1000,
          };
          return result;
        },
      },
    });
  };
  return {
    model: {
      name: target.name,
      reasoning: target.reasoning,
      waitFactor: target.waitFactor,
      outputModes: target.outputModes,
      model: (mode) => recording(target.model(mode)),
    },
    last: () => last,
  };
}
