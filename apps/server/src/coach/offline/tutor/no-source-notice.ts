import { WORDNET_SOURCE } from '../../../knowledge/wordnet/wordnet.js';
import { knowTerm } from '../knowledge/term-knowledge.js';
import { escapeMarkdown } from './quoted-markdown.js';

/**
 * What the tutor says first when the topic has no article or document (issue 37): that it found none, and
 * what WordNet, named as a dictionary, offers for the topic, when it has it in the topic's sense.
 */
export function noSourceNotice(topic: string): string {
  const found = `I found no article or document on ${escapeMarkdown(topic)}, so I can check facts only against a dictionary, ${WORDNET_SOURCE}.`;
  const known = knowTerm(topic, topic);
  if (!known)
    return `${found} It has no entry for the topic itself, so we'll work from what you know and reason out.`;
  return `${found} It defines “${escapeMarkdown(known.term)}” as “${escapeMarkdown(known.definition)}”.`;
}
