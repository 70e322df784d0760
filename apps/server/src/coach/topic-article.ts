/**
 * English puts "the" before some topics and not others: "the French Revolution", "the water cycle", but
 * "photosynthesis", "volcanoes", "World War II". Named events, periods, states and systems take it; a
 * mass noun, a plural of things, a person or a numbered name does not. The rule reads the topic's head
 * word (its last, or the one before "of") against the tables below; anything else is left as typed, since
 * a missing article reads better than a wrong one.
 */

/** Heads that take "the" after any modifier ("the Roman Empire"), unless the modifier makes them generic. */
const NAMED_HEADS: Record<string, readonly string[]> = {
  revolution: [],
  empire: [],
  war: [
    'nuclear',
    'trade',
    'guerrilla',
    'guerilla',
    'chemical',
    'biological',
    'cyber',
    'total',
    'price',
    'trench',
  ],
  dynasty: [],
  republic: [],
  movement: ['dance', 'eye'],
  cycle: [],
  system: [],
  theorem: [],
  renaissance: [],
  enlightenment: [],
  reformation: [],
  ages: [],
  era: [],
  period: [],
};

/** Heads that take "the" only after these modifiers ("the Bronze Age", but "old age"). */
const NAMED_WITH: Record<string, readonly string[]> = {
  age: ['stone', 'bronze', 'iron', 'ice', 'information', 'space', 'gilded', 'viking', 'atomic', 'digital'],
  depression: ['great'],
};

/** Names that are one word and still take "the". */
const SINGLE_NAMES = new Set([
  'renaissance',
  'enlightenment',
  'reformation',
  'holocaust',
  'crusades',
  'internet',
]);

/** "the War of 1812", "the history of Rome": these heads before "of" name one thing. */
const HEADS_BEFORE_OF = new Set([
  'war',
  'wars',
  'battle',
  'treaty',
  'siege',
  'fall',
  'rise',
  'age',
  'history',
  'theory',
  'laws',
  'council',
  'congress',
  'revolution',
  'revolutions',
  'causes',
  'origins',
  'structure',
]);

const NUMBERED = /^(?:\d+|[IVXLC]+)$/;

/** The topic with "the" before it when English needs one; `topic` is tidied, mid-sentence text. */
export function withTopicArticle(topic: string): string {
  return needsThe(topic) ? `the ${topic}` : topic;
}

function needsThe(topic: string): boolean {
  const words = topic.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  if (['the', 'a', 'an'].includes(lower[0] ?? '')) return false;
  // "Fermat's Last Theorem", "Newton's laws": a possessive is its own determiner.
  if (words.some((word) => /['’]s?$|['’]s\b/.test(word))) return false;
  const of = lower.indexOf('of');
  if (of > 0) return of === 1 && HEADS_BEFORE_OF.has(lower[0]!);
  if (lower.length === 1) return SINGLE_NAMES.has(lower[0]!);
  // "World War II", "Apollo 11": a numbered name takes no article.
  if (NUMBERED.test(words.at(-1)!)) return false;
  const head = lower.at(-1)!;
  const modifier = lower.at(-2)!;
  const generic = NAMED_HEADS[head];
  if (generic) return !generic.includes(modifier);
  return NAMED_WITH[head]?.includes(modifier) ?? false;
}
