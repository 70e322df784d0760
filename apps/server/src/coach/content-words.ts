/**
 * A light, synchronous reading of words, shared by both adapters where a score has to mean the
 * same whatever the provider (the baseline formula) and where wink-nlp would be more than needed.
 */

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
  each either etc even ever every few for from further get gets getting got had hadn't has hasn't have haven't
  having he her here hers herself him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself
  just let's like made make makes many may me might mine more most much must mustn't my myself neither no nor not
  now of off often on once one only or other others our ours ourselves out over own per quite rather really
  same shall she should shouldn't so some such than that that's the their theirs them themselves then there
  there's these they they'd they'll they're they've this those though through thus to too under until up upon
  us very via was wasn't we we'd we'll we're we've were weren't what what's when where which while who whom whose
  why will with within without won't would wouldn't yes yet you you'd you'll you're you've your yours yourself
  yourselves actually already always anyone anything anyway basically completely else entirely everyone
  everything almost probably nobody none nothing someone sometimes somewhat still totally usually never`.split(
    /\s+/,
  ),
);

/** Words anyone writes about learning anything: they show intent, not knowledge of a subject. */
const LEARNING_WORDS = new Set(
  `able basic basics better bit careful clear concept concepts confident deep deeper detail details easy enough
  example examples explain explained fully general good great hard help idea ideas important improve interested
  know knowing knowledge learn learned learning level little lot lots main master maybe mean meaning new
  overview practical properly question questions read reading simple something start started stuff sure thing
  things think time topic try trying understand understanding want wanted way ways well work working`.split(
    /\s+/,
  ),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased words, apostrophes unified, in reading order. */
export function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** A crude singular, enough to count "lifetime" and "lifetimes" as one word. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * The distinct subject words of a text: not common English, not about learning in general, not a
 * bare number, and not among `except` (the topic's own words), compared by their crude stem.
 */
export function subjectWords(text: string, except: Iterable<string> = []): string[] {
  const excluded = new Set([...except].map(stem));
  const found = new Set<string>();
  for (const word of words(text)) {
    if (word.length < 3 || /^\d+$/.test(word) || STOP_WORDS.has(word) || LEARNING_WORDS.has(word)) continue;
    const root = stem(word);
    if (!excluded.has(root)) found.add(root);
  }
  return [...found];
}
