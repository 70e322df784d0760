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

/** A run of this many words said before is a repeat a listener hears (issue 39: at most 2 % of the words). */
export const REPEATED_RUN_WORDS = 8;

/** The spoken words of some lines, lower-cased, punctuation aside. */
export function spokenWords(lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []);
}

/**
 * The share of a script's words that belong to a run of eight words said earlier in it: the measure of an
 * episode that says the same thing twice, whatever the lines around it.
 */
export function repeatedRunShare(lines: readonly string[]): number {
  const all = spokenWords(lines);
  const firstAt = new Map<string, number>();
  const repeated = new Set<number>();
  for (let at = 0; at + REPEATED_RUN_WORDS <= all.length; at++) {
    const run = all.slice(at, at + REPEATED_RUN_WORDS).join(' ');
    const first = firstAt.get(run);
    if (first === undefined) firstAt.set(run, at);
    // A run that overlaps its first saying ("very very very…") is one saying, not two.
    else if (at - first >= REPEATED_RUN_WORDS)
      for (let k = at; k < at + REPEATED_RUN_WORDS; k++) repeated.add(k);
  }
  return all.length === 0 ? 0 : repeated.size / all.length;
}
