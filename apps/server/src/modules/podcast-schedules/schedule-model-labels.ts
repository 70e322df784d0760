import type { ScheduleModelLabels } from '@socratica/contracts';
import type { Env } from '../../config/env.js';

/** How the spec names its two models; another configured model is shown by its own name. */
const SPEC_NAMES: Record<string, string> = { 'gpt-4o': 'GPT-4o', 'o3-mini': 'o3-mini' };

/**
 * The card's model label (spec 2 §2): "GPT-4o (Standard)" and "o3-mini (Premium)", or the configured
 * models' names. The offline coach writes scripts with no model at all, and the card says so (D11).
 */
export function scheduleModelLabels(
  env: Pick<Env, 'SOCRATICA_AI_MODEL' | 'SOCRATICA_AI_PREMIUM_MODEL'>,
  scriptProvider: 'offline' | 'openai' | 'local',
  /** The embedded model's file name, for the local provider. */
  embeddedModel: string | null = null,
): ScheduleModelLabels {
  if (scriptProvider === 'offline') {
    const offline = 'Offline script writer (no AI model)';
    return { standard: offline, premium: offline };
  }
  if (scriptProvider === 'local') {
    // One model serves both choices.
    const embedded = `${embeddedModel?.replace(/\.gguf$/i, '') ?? 'The embedded model'} (embedded, on this server)`;
    return { standard: embedded, premium: embedded };
  }
  const name = (model: string) => SPEC_NAMES[model] ?? model;
  return {
    standard: `${name(env.SOCRATICA_AI_MODEL)} (Standard)`,
    premium: `${name(env.SOCRATICA_AI_PREMIUM_MODEL)} (Premium)`,
  };
}
