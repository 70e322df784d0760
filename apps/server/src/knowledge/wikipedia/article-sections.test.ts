import { describe, expect, it } from 'vitest';
import { splitSections } from './article-sections.js';

const EXTRACT = `Lead sentence one. Lead sentence two.

== Overview ==
Overview text.

== Light-dependent reactions ==
Reactions text.

=== Water photolysis ===
Water is split.

==== Deeper ====
Deep text.

== Empty ==

== Calvin cycle ==
Cycle text.

== See also ==
Cellular respiration

=== A list under end matter ===
More titles

== References ==
`;

describe('splitSections', () => {
  it('cuts the plain text at == headings == and keeps the path of headings above each part', () => {
    expect(splitSections(EXTRACT)).toEqual([
      { headings: [], text: 'Lead sentence one. Lead sentence two.' },
      { headings: ['Overview'], text: 'Overview text.' },
      { headings: ['Light-dependent reactions'], text: 'Reactions text.' },
      { headings: ['Light-dependent reactions', 'Water photolysis'], text: 'Water is split.' },
      { headings: ['Light-dependent reactions', 'Water photolysis', 'Deeper'], text: 'Deep text.' },
      { headings: ['Calvin cycle'], text: 'Cycle text.' },
    ]);
  });

  it('nests a heading that skips a level under the one above it', () => {
    expect(splitSections('== A ==\nA text.\n==== C ====\nC text.\n=== B ===\nB text.')).toEqual([
      { headings: ['A'], text: 'A text.' },
      { headings: ['A', 'C'], text: 'C text.' },
      { headings: ['A', 'B'], text: 'B text.' },
    ]);
  });

  it('treats an equals sign inside prose as prose', () => {
    expect(splitSections('So 1/2 == 2/4 holds.\nx = 3')).toEqual([
      { headings: [], text: 'So 1/2 == 2/4 holds.\nx = 3' },
    ]);
  });
});
