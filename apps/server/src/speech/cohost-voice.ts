import type { PodcastVoice } from '@socratica/contracts';

/**
 * The co-host always answers in a contrasting voice (issue 13): each pair is one of OpenAI's female-sounding
 * voices with a male-sounding one, and the offline voices are mapped to keep the same contrast.
 */
const COHOST: Record<PodcastVoice, PodcastVoice> = {
  nova: 'echo',
  echo: 'nova',
  alloy: 'fable',
  fable: 'alloy',
  shimmer: 'onyx',
  onyx: 'shimmer',
};

export const cohostVoiceFor = (host: PodcastVoice): PodcastVoice => COHOST[host];
