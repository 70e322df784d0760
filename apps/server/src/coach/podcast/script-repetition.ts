import type { PodcastScript } from '../podcast-script.js';

/** How much of a script an earlier one already said: lines (turns) said word for word before, of all its lines. */
export interface ScriptRepetition {
  repeated: number;
  total: number;
}

/**
 * Counts the script's spoken lines that the earlier script said word for word (spaces and case aside). A
 * schedule's episodes on a fixed topic can repeat one another when the writer has nothing new to say, and a
 * listener should be told so (decision 030).
 */
export function scriptRepetition(
  earlier: Pick<PodcastScript, 'segments'>,
  script: Pick<PodcastScript, 'segments'>,
): ScriptRepetition {
  const said = new Set(lines(earlier).map(comparable));
  const current = lines(script);
  return { repeated: current.filter((line) => said.has(comparable(line))).length, total: current.length };
}

/** Whether most of the script was said before: then its description says so. */
export function mostlyRepeated({ repeated, total }: ScriptRepetition): boolean {
  return total > 0 && repeated * 2 > total;
}

function lines(script: Pick<PodcastScript, 'segments'>): string[] {
  return script.segments.flatMap((segment) => segment.turns.map((turn) => turn.text));
}

function comparable(line: string): string {
  return line.trim().replace(/\s+/g, ' ').toLowerCase();
}
