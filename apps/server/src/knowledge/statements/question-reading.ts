import type { Tagger } from '../language/tagged-text.js';
import { contentTerms } from './content-words.js';

/** What kind of answer a question asks for (issue 37, research note §3 "Answer types"). */
export type AnswerType =
  'place' | 'time' | 'person' | 'quantity' | 'cause' | 'order' | 'definition' | 'kind' | 'other';

export interface ReadQuestion {
  type: AnswerType;
  /** For "what gas…", "which organelle…": the kind the answer must be. */
  kindNoun: string | null;
  /** The content words the answer must be about. */
  focus: string[];
}

const TYPES: readonly [RegExp, AnswerType][] = [
  // "Who was executed first, Louis XVI or Marie Antoinette?", "What happens first?"
  [
    /\b(?:first|earlier|later|before|after)\b.*\bor\b|^which\s+(?:came|comes|happened)\s+first|\b(?:happens?|happened|comes?|came)\s+first\b|\bthe\s+first\s+(?:stage|step|event|thing)\b/,
    'order',
  ],
  [
    /^(?:in\s+)?(?:when|what\s+year|which\s+year|what\s+century|which\s+century|what\s+date|how\s+long\s+ago)\b/,
    'time',
  ],
  [/^where\b|^in\s+(?:what|which)\s+(?:place|country|city|part|region|organelle)\b/, 'place'],
  [/^(?:who|whom|whose)\b/, 'person'],
  [/^how\s+(?:many|much|long|far|big|large|old|fast|hot|high|deep|heavy|tall|often)\b/, 'quantity'],
  [
    /^(?:why|how\s+come)\b|^what\s+(?:caused|causes|cause|led\s+to|leads\s+to|made|makes|was\s+the\s+cause|were\s+the\s+causes|is\s+the\s+reason|was\s+the\s+reason)\b/,
    'cause',
  ],
  [/\b(?:first|last|earlier|before|after|next)\b/, 'order'],
];
/** Words a question uses to ask, not to name what it is about. */
const ASKING = new Set([
  'happen',
  'occur',
  'take',
  'place',
  'kind',
  'type',
  'sort',
  'name',
  'call',
  'mean',
  'first',
  'last',
  'cause',
  'reason',
  'year',
  'century',
  'date',
  'stage',
  'step',
  'come',
  'start',
  'begin',
  'lead',
  'make',
]);

/** The type and focus of a question of fact; the tagger reads its words. */
export function readQuestion(question: string, tag: Tagger): ReadQuestion {
  const text = question
    .trim()
    .replace(/[?.!\s]+$/, '')
    .replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  let type: AnswerType = TYPES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'other';
  // "Who was Robespierre?" asks what the person was, not for a name.
  if (/^[Ww]ho\s+(?:was|is|were|are)\s+(?:the\s+)?[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*)*$/u.test(text))
    type = 'definition';
  let kindNoun: string | null = null;
  const words = contentTerms(tag(text).flatMap((s) => s.tokens));
  if (type === 'other') {
    const definition =
      /^what\s+(?:is|are|was|were|does)\s+(?:a\s+|an\s+|the\s+)?([\w\s'’-]+?)(?:\s+mean)?$/.exec(lower);
    const kind = /^(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+|sort\s+of\s+)?([a-z-]+)\b/.exec(lower);
    if (definition && (definition[1] ?? '').split(' ').length <= 5) type = 'definition';
    else if (
      kind &&
      !['is', 'are', 'was', 'were', 'do', 'does', 'did', 'happened', 'happens'].includes(kind[1] ?? '')
    ) {
      type = 'kind';
      kindNoun = words.find((w) => w === kind[1] || kind[1]?.startsWith(w)) ?? kind[1] ?? null;
    }
  }
  const focus = words.filter((w) => w !== kindNoun && !ASKING.has(w));
  return { type, kindNoun, focus: focus.length > 0 ? focus : words };
}
