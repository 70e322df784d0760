import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { knowledgeDocuments, knowledgeSources } from '../../db/schema/index.js';
import { baseForms } from '../../knowledge/wordnet/wordnet-lexicon.js';
import { nounSenses, synsetAt } from '../../knowledge/wordnet/wordnet.js';

/** Named topics a refusal offers at most. */
const OFFERED = 3;
/** Stored sources read for candidates, newest first: enough for any library this server keeps. */
const CANDIDATES = 2_000;
/** WordNet's links that make a topic "nearby": broader (@), narrower (~), part of (#p), has part (%p), domain (;c, -c). */
const NEARBY_LINKS = new Set(['@', '@i', '~', '~i', '#p', '%p', '#m', '%m', ';c', '-c']);
/** Words that name nothing a topic is about. */
const FILLER = new Set(
  'a an and the of to in on at by for from with as or its how why what who when where is are intro introduction basics history'.split(
    ' ',
  ),
);

/**
 * The words of a topic as WordNet would list them: lower-cased, with their dictionary forms
 * ("Plates" also reads "plate").
 */
function topicWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length < 3 || FILLER.has(word)) continue;
    words.add(word);
    for (const form of baseForms(word)) words.add(form);
  }
  return words;
}

/**
 * The words WordNet links to the topic: its senses' synonyms, the kinds above and below, its parts and
 * wholes, and its subject field. The topic as a whole first ("plate tectonics": geomorphology); word by
 * word only when WordNet does not list it whole, and then in each word's first sense alone, since "plate"
 * read in all its senses would bring in baseball.
 */
function relatedWords(topic: string): Set<string> {
  const related = new Set<string>();
  const whole = nounSenses(topic.trim()).slice(0, 3);
  const senses =
    whole.length > 0 ? whole : [...topicWords(topic)].flatMap((word) => nounSenses(word).slice(0, 1));
  for (const sense of senses) {
    const linked = sense.pointers.filter((p) => NEARBY_LINKS.has(p.symbol)).map((p) => synsetAt(p.offset));
    for (const synset of [sense, ...linked]) {
      for (const word of synset.words) for (const w of topicWords(word)) related.add(w);
    }
  }
  return related;
}

/**
 * How near a stored topic is to the asked one: each word they share counts 2 ("cell biology" for "cell
 * division"), each word WordNet links to the asked topic counts 1 ("Geomorphology" for "plate tectonics").
 */
function nearness(asked: Set<string>, related: Set<string>, candidate: string): number {
  let score = 0;
  for (const word of topicWords(candidate)) {
    if (asked.has(word)) score += 2;
    else if (related.has(word)) score += 1;
  }
  return score;
}

/** Ranks named candidates by nearness; ties keep the order given (newest source first). */
export function nearestTopics(topic: string, candidates: readonly string[], limit = OFFERED): string[] {
  const asked = topicWords(topic);
  const related = relatedWords(topic);
  const askedKey = topic.trim().toLowerCase();
  const seen = new Set<string>();
  return candidates
    .map((name, order) => ({ name, order, score: nearness(asked, related, name) }))
    .filter(({ name, score }) => {
      const key = name.trim().toLowerCase();
      if (score === 0 || key === askedKey || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ name }) => name);
}

/**
 * The topics that have a source to make an episode from: each stored article's title, and each document's
 * topics as the admin filed them. WordNet is no such source: it has a definition, not something to teach.
 */
export class NearbyTopics {
  constructor(private readonly db: Database) {}

  async named(): Promise<string[]> {
    const rows = await this.db
      .select({
        kind: knowledgeSources.kind,
        title: knowledgeSources.title,
        topics: knowledgeDocuments.topics,
      })
      .from(knowledgeSources)
      .leftJoin(knowledgeDocuments, eq(knowledgeDocuments.sourceId, knowledgeSources.id))
      .orderBy(desc(knowledgeSources.fetchedAt), desc(knowledgeSources.id))
      .limit(CANDIDATES);
    return rows.flatMap((row) => (row.kind === 'document' ? (row.topics ?? []) : [row.title]));
  }

  async near(topic: string): Promise<string[]> {
    return nearestTopics(topic, await this.named());
  }
}
