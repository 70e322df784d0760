import { useQuery } from '@tanstack/react-query';
import { parseTranscript, type TranscriptCue } from './transcript-cues';

/** An episode's WebVTT transcript, read from its public, immutable URL (the file never changes). */
async function fetchTranscript(url: string, signal?: AbortSignal): Promise<TranscriptCue[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The transcript could not be read (${response.status}).`);
  return parseTranscript(await response.text());
}

export function useTranscript(url: string) {
  return useQuery({
    queryKey: ['podcast-transcript', url],
    queryFn: ({ signal }) => fetchTranscript(url, signal),
    staleTime: Infinity,
  });
}
