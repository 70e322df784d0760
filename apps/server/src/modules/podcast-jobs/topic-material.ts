import { NoNewMaterialError } from '../../coach/podcast-script.js';
import { unprocessable } from '../../lib/http-errors.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { NearbyTopics } from './nearby-topics.js';

/** Who reads the words: only an admin has the Sources tab to add a document in. */
export type Audience = 'learner' | 'admin';

interface TopicMaterialDependencies {
  knowledge: Pick<KnowledgeService, 'hasSource'>;
  nearby: Pick<NearbyTopics, 'near'>;
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** What to pick instead, in words the reader can act on. */
function adviceFor(topic: string, nearby: readonly string[], audience: Audience): string {
  const pick =
    nearby.length > 0
      ? `Topics near it that have sources: ${quoted(nearby)}. Pick one of those, or a broader topic.`
      : 'No topic near it has a source yet: pick a broader topic, such as the subject it belongs to.';
  return audience === 'admin' ? `${pick} Or add a document filed under “${topic}” in the Sources tab.` : pick;
}

/** Why nothing is made on a topic only WordNet knows (issue 39: a dictionary entry read aloud is no episode). */
export function thinSourceText(topic: string, nearby: readonly string[], audience: Audience): string {
  return `There is nothing to make an episode on “${topic}” from: no article or document covers it, and WordNet alone has only a dictionary entry. ${adviceFor(topic, nearby, audience)}`;
}

/** A job whose topic has lost its every source since it was asked for: skipped, its words already fit its reader. */
export class ThinSourceError extends NoNewMaterialError {}

/**
 * A skip's words for its reader: the advice to add a document in the Sources tab goes to an admin only; a
 * learner, who has no such tab, is told which nearby topics have sources instead.
 */
export function skipTextFor(
  message: string,
  topic: string,
  nearby: readonly string[],
  audience: Audience,
): string {
  if (audience === 'admin') return message;
  const kept = (message.match(/[^.!?]+[.!?]+(\s+|$)/g) ?? [message])
    .filter((sentence) => !/Sources tab/i.test(sentence))
    .join('')
    .trim();
  return `${kept} ${adviceFor(topic, nearby, 'learner')} Or give the schedule a new outline.`;
}

/**
 * Whether a topic has something to make an episode from: an article or a document (the topic's Wikipedia
 * article is fetched first when it can be). A topic only WordNet has an entry for is refused before any job
 * is recorded, so a refusal never counts toward a learner's daily limit.
 */
export class TopicMaterial {
  constructor(private readonly deps: TopicMaterialDependencies) {}

  /** Null when the topic has a source; otherwise the nearby topics that have one (possibly none). */
  async lacking(topic: string): Promise<{ nearby: string[] } | null> {
    if (await this.deps.knowledge.hasSource(topic)) return null;
    return { nearby: await this.deps.nearby.near(topic) };
  }

  /** A 422 with what is missing and where to go instead. */
  async assertMakeable(topic: string, audience: Audience): Promise<void> {
    const lacking = await this.lacking(topic);
    if (lacking) throw unprocessable(thinSourceText(topic, lacking.nearby, audience));
  }

  nearby(topic: string): Promise<string[]> {
    return this.deps.nearby.near(topic);
  }
}
