import { describe, expect, it } from 'vitest';
import { withTopicArticle } from './topic-article.js';
import { topicInSentence } from './topic-phrasing.js';

// Written by hand before the rule: what "How much do you already know about …?" must read.
const NEEDS_THE: [typed: string, inSentence: string][] = [
  ['French Revolution', 'the French Revolution'],
  ['french revolution', 'the french revolution'],
  ['Industrial Revolution', 'the Industrial Revolution'],
  ['Roman Empire', 'the Roman Empire'],
  ['Ottoman Empire', 'the Ottoman Empire'],
  ['Cold War', 'the Cold War'],
  ['Vietnam War', 'the Vietnam War'],
  ['American Civil War', 'the American Civil War'],
  ['War of 1812', 'the War of 1812'],
  ['Wars of the Roses', 'the Wars of the Roses'],
  ['Battle of Hastings', 'the Battle of Hastings'],
  ['Treaty of Versailles', 'the Treaty of Versailles'],
  ['Fall of Rome', 'the Fall of Rome'],
  ['history of Rome', 'the history of Rome'],
  ['theory of relativity', 'the theory of relativity'],
  ['laws of motion', 'the laws of motion'],
  ['Renaissance', 'the Renaissance'],
  ['Enlightenment', 'the Enlightenment'],
  ['Reformation', 'the Reformation'],
  ['Holocaust', 'the Holocaust'],
  ['Crusades', 'the Crusades'],
  ['Great Depression', 'the Great Depression'],
  ['Middle Ages', 'the Middle Ages'],
  ['Bronze Age', 'the Bronze Age'],
  ['Ming dynasty', 'the Ming dynasty'],
  ['Weimar Republic', 'the Weimar Republic'],
  ['Civil Rights Movement', 'the Civil Rights Movement'],
  ['water cycle', 'the water cycle'],
  ['Krebs cycle', 'the Krebs cycle'],
  ['solar system', 'the solar system'],
  ['immune system', 'the immune system'],
  ['Pythagorean theorem', 'the Pythagorean theorem'],
  ['Internet', 'the Internet'],
  ['French Revolution?', 'the French Revolution'],
];

const NO_ARTICLE: [typed: string, inSentence: string][] = [
  ['photosynthesis', 'photosynthesis'],
  ['Photosynthesis', 'Photosynthesis'],
  ['volcanoes', 'volcanoes'],
  ['volcano', 'volcano'],
  ['Python', 'Python'],
  ['World War II', 'World War II'],
  ['World War 1', 'World War 1'],
  ['Star Wars', 'Star Wars'],
  ['war poetry', 'war poetry'],
  ['Revolution', 'Revolution'],
  ['evolution', 'evolution'],
  ['machine learning', 'machine learning'],
  ['Ancient Rome', 'Ancient Rome'],
  ['Shakespeare', 'Shakespeare'],
  ["Fermat's Last Theorem", "Fermat's Last Theorem"],
  ["Newton's laws of motion", "Newton's laws of motion"],
  ['operating systems', 'operating systems'],
  ['Empire State Building', 'Empire State Building'],
  ['quantum mechanics', 'quantum mechanics'],
  ['how to negotiate a salary', 'how to negotiate a salary'],
  ['The French Revolution', 'the French Revolution'],
  ['the Cold War', 'the Cold War'],
  ['A Tale of Two Cities', 'a Tale of Two Cities'],
  ['Apollo 11', 'Apollo 11'],
  ['cells and photosynthesis', 'cells and photosynthesis'],
];

describe('a topic in a sentence', () => {
  it.each(NEEDS_THE)('"%s" takes its article: "%s"', (typed, expected) => {
    expect(topicInSentence(typed)).toBe(expected);
  });

  it.each(NO_ARTICLE)('"%s" reads "%s", without "the"', (typed, expected) => {
    expect(topicInSentence(typed)).toBe(expected);
  });

  it('never doubles an article it is given', () => {
    expect(withTopicArticle('the Roman Empire')).toBe('the Roman Empire');
    expect(withTopicArticle('an Empire')).toBe('an Empire');
  });
});
