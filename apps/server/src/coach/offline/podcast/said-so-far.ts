import { REPEATED_RUN_WORDS, spokenWords } from '../../podcast/script-repetition.js';

/**
 * What an episode has said so far (issue 39): a source's passages overlap and its sections restate one
 * another, so a sentence whose words were mostly said already is left out rather than said twice.
 */
export class SaidSoFar {
  private readonly runs = new Set<string>();
  private readonly sentences = new Set<string>();

  /** Whether saying the sentence now would repeat what was said: the same sentence, or half its runs. */
  repeats(sentence: string): boolean {
    const key = spokenWords([sentence]).join(' ');
    if (this.sentences.has(key)) return true;
    const runs = runsOf(sentence);
    return runs.length > 0 && runs.filter((run) => this.runs.has(run)).length * 2 >= runs.length;
  }

  record(text: string): void {
    this.sentences.add(spokenWords([text]).join(' '));
    for (const run of runsOf(text)) this.runs.add(run);
  }
}

function runsOf(text: string): string[] {
  const all = spokenWords([text]);
  const runs: string[] = [];
  for (let at = 0; at + REPEATED_RUN_WORDS <= all.length; at++)
    runs.push(all.slice(at, at + REPEATED_RUN_WORDS).join(' '));
  return runs;
}
