import { escapeRegExp } from '../../../lib/escape-reg-exp.js';

/**
 * Reply wordings are templates with named slots, "What do you mean by {concept}?". The same
 * template text both writes a sentence and, as a pattern, recognises one the tutor wrote earlier.
 */

export type SlotName = 'concept' | 'topic' | 'focus' | 'goal' | 'earlier' | 'quote' | 'minutes';
export type SlotValues = Partial<Record<SlotName, string | null>>;

const SLOT = /\{(\w+)\}/g;

export function slotsOf(template: string): SlotName[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] as SlotName);
}

/** The template with its slots filled; null when a slot it needs has no value. */
export function fillTemplate(template: string, values: SlotValues): string | null {
  let missing = false;
  const filled = template.replace(SLOT, (_, name: string) => {
    const value = values[name as SlotName];
    if (value === undefined || value === null || value === '') missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

const patterns = new Map<string, RegExp>();

/** Matches a text that ends with this template, whatever filled its slots. */
export function endingPattern(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const parts = template.split(SLOT).map((part, index) => (index % 2 === 1 ? '.+?' : escapeRegExp(part)));
    pattern = new RegExp(`(?:^|\\s)${parts.join('')}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}
