import type { PodcastScriptRequest } from '../../podcast-script.js';
import { stem, words } from '../../content-words.js';
import { splitSentences } from '../../../knowledge/passages/sentences.js';
import { citationText } from '../../../knowledge/citation.js';
import { podcastMaterial } from './podcast-material.js';

/** Who a section's sentences come from: credited at the start, at the end and in the description. */
export interface SectionCredit {
  /** How the host says it: "Wikipedia's article “Photosynthesis”, shared under CC BY-SA 4.0". */
  spoken: string;
  /** How the close names it, the licence left to the notes: "Wikipedia's article “Photosynthesis”". */
  named: string;
  /** How the description writes it, with the licence and the link. */
  written: string;
}

/** A section of a source as the host will teach it: its sentences in reading order, never reworded. */
export interface TeachingSection {
  key: string;
  /** The heading the co-host's first question is drawn from; null for an article's lead. */
  heading: string | null;
  /** The sentences of each paragraph. */
  paragraphs: string[][];
  credit: SectionCredit;
}

/** A sentence worth saying aloud: prose, not a stray fragment or a list of titles. */
const MIN_SENTENCE_WORDS = 4;

/**
 * The sections an episode may teach, in the order it should (issue 24): those the schedule's earlier
 * episodes did not cover, the ones the outline asks about first (by its words in their heading and text),
 * the rest in reading order. The topic's sources come first; WordNet and the learners' sessions fill in
 * only when the topic has no source text at all. The outline steers, and is never said.
 */
export function teachingSections(request: PodcastScriptRequest): TeachingSection[] {
  const covered = new Set(request.coveredSections);
  const fromSources = request.sources.flatMap((source) => {
    const credit = {
      spoken: spokenCredit(source.citation),
      named: spokenCredit({ ...source.citation, licence: null }),
      written: citationText(source.citation),
    };
    return source.sections.map((section) => ({
      key: section.key,
      heading: section.heading,
      paragraphs: section.paragraphs.map(prose).filter((sentences) => sentences.length > 0),
      credit,
    }));
  });
  const sections = (fromSources.length > 0 ? fromSources : fallbackSections(request)).filter(
    (section) => section.paragraphs.length > 0 && !covered.has(section.key),
  );
  return steeredByOutline(sections, request.outline, request.topic);
}

function prose(paragraph: string): string[] {
  return splitSentences(paragraph).filter((sentence) => words(sentence).length >= MIN_SENTENCE_WORDS);
}

/** Sections the outline's words point to first, each group in reading order. */
function steeredByOutline(sections: TeachingSection[], outline: string, topic: string): TeachingSection[] {
  const topicRoots = new Set(words(topic).map(stem));
  const asked = new Set(
    words(outline)
      .filter((word) => word.length > 3)
      .map(stem)
      .filter((root) => !topicRoots.has(root)),
  );
  if (asked.size === 0) return sections;
  const score = (section: TeachingSection) => {
    const heading = new Set(words(section.heading ?? '').map(stem));
    const body = new Set(section.paragraphs.flat().flatMap((sentence) => words(sentence).map(stem)));
    return [...asked].reduce((sum, root) => sum + (heading.has(root) ? 3 : body.has(root) ? 1 : 0), 0);
  };
  const scored = sections.map((section, index) => ({ section, index, score: score(section) }));
  // The lead stays first: it says what the topic is, which every other section builds on.
  return scored
    .sort((a, b) => leadFirst(a.section, b.section) || b.score - a.score || a.index - b.index)
    .map((entry) => entry.section);
}

function leadFirst(a: TeachingSection, b: TeachingSection): number {
  return Number(a.heading !== null) - Number(b.heading !== null);
}

/** WordNet's entries for the topic and the learners' sessions, for a topic no source has text on. */
function fallbackSections(request: PodcastScriptRequest): TeachingSection[] {
  return podcastMaterial(request.topic, request.sessionConcepts).map((group) => ({
    key: `${group.source}#${group.title}`.toLowerCase(),
    heading: group.title,
    paragraphs: [group.facts],
    credit: { spoken: group.source, named: group.source, written: group.source },
  }));
}

function spokenCredit(citation: PodcastScriptRequest['sources'][number]['citation']): string {
  const licence = citation.licence ? `, shared under ${citation.licence.name}` : '';
  if (citation.kind === 'wikipedia') return `Wikipedia's article “${citation.title}”${licence}`;
  if (citation.kind === 'document') return `the document “${citation.title}”${licence}`;
  return `${citation.title}${licence}`;
}
