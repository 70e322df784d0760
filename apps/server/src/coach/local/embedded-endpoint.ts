import type { ModelEndpoint } from '../llm/model-endpoint.js';
import { OutputModeMemory } from '../llm/output-mode.js';
import type { LocalModel } from './create-local-model.js';

/**
 * The embedded model writes on the CPU and may wait its turn behind other learners: its calls get ten times
 * the configured time-outs (45 s becomes 7½ minutes, the stream's 30 s idle pause 5 minutes).
 */
const EMBEDDED_WAIT_FACTOR = 10;

/**
 * The embedded model (D21) as the model coach's endpoint: one model whatever name is asked for, every
 * output mode served by the same grammar-constrained model, so structured output is never refused.
 */
export function embeddedEndpoint({ languageModel, runtime }: LocalModel): ModelEndpoint {
  const model = {
    name: runtime.modelName,
    reasoning: false,
    waitFactor: EMBEDDED_WAIT_FACTOR,
    model: () => languageModel,
    outputModes: new OutputModeMemory('json_schema'),
  };
  return {
    provider: 'local',
    model: () => model,
    listModels: () => Promise.resolve({ ok: true, models: [runtime.modelName] }),
  };
}
