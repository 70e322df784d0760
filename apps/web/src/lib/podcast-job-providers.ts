import type { PodcastJob } from '@socratica/contracts';

/** D11: who writes the script and who speaks it, said plainly. */
export function jobProvidersText({ script_provider, speech_provider }: PodcastJob): string {
  if (script_provider === 'openai' && speech_provider === 'openai') return 'OpenAI-compatible';
  const writer = script_provider === 'offline' ? 'offline coach' : 'OpenAI-compatible script';
  const speaker = speech_provider === 'offline' ? 'espeak-ng' : 'OpenAI-compatible speech';
  return `${writer} + ${speaker}`;
}
