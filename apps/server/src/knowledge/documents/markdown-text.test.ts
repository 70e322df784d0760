import { describe, expect, it } from 'vitest';

import { markdownInlineText } from './markdown-inline.js';
import { markdownSections } from './markdown-text.js';

describe('markdownSections', () => {
  it('splits at ATX headings and keeps the heading hierarchy, outermost first', () => {
    const sections = markdownSections(
      [
        'Before any heading.',
        '# Plants',
        'About plants.',
        '## Leaves',
        'About leaves.',
        '### Cells ###',
        'About cells.',
        '## Roots',
        'About roots.',
        '# Animals',
        'About animals.',
      ].join('\n'),
    );
    expect(sections).toEqual([
      { headings: [], paragraphs: ['Before any heading.'] },
      { headings: ['Plants'], paragraphs: ['About plants.'] },
      { headings: ['Plants', 'Leaves'], paragraphs: ['About leaves.'] },
      { headings: ['Plants', 'Leaves', 'Cells'], paragraphs: ['About cells.'] },
      { headings: ['Plants', 'Roots'], paragraphs: ['About roots.'] },
      { headings: ['Animals'], paragraphs: ['About animals.'] },
    ]);
  });

  it('drops empty sections but keeps their heading above the sections under it', () => {
    const sections = markdownSections('# Empty\n\n## Child\nText.\n\n## Also empty\n');
    expect(sections).toEqual([{ headings: ['Empty', 'Child'], paragraphs: ['Text.'] }]);
  });

  it('reads setext headings', () => {
    const sections = markdownSections('Title\n=====\n\nIntro.\n\nPart\n----\nBody.');
    expect(sections).toEqual([
      { headings: ['Title'], paragraphs: ['Intro.'] },
      { headings: ['Title', 'Part'], paragraphs: ['Body.'] },
    ]);
  });

  it('joins the lines of a paragraph and makes each list item its own paragraph, numbered ones keeping their number', () => {
    const sections = markdownSections(
      'A paragraph\nwrapped over\nthree lines.\n\n- first item\n- second item\n  continued\n1. numbered\n2) also numbered\n- [x] a task',
    );
    expect(sections[0]!.paragraphs).toEqual([
      'A paragraph wrapped over three lines.',
      'first item',
      'second item continued',
      '1. numbered',
      '2. also numbered',
      'a task',
    ]);
  });

  it('drops front matter, fenced code, HTML comments and link definitions; strips quotes and table pipes', () => {
    const sections = markdownSections(
      [
        '---',
        'title: Secret front matter',
        '---',
        '> Quoted',
        '> text.',
        '',
        '```js',
        'const hidden = "code";',
        '```',
        '~~~',
        'more hidden code',
        '~~~',
        '<!--',
        'hidden comment',
        '-->',
        '[ref]: https://example.com/hidden',
        '',
        '| Gas | Source |',
        '|-----|:------:|',
        '| CO2 | Air |',
        '',
        '***',
        'After the break.',
      ].join('\n'),
    );
    expect(sections).toEqual([
      { headings: [], paragraphs: ['Quoted text.', 'Gas Source', 'CO2 Air', 'After the break.'] },
    ]);
  });

  it('handles CRLF line ends and a BOM', () => {
    expect(markdownSections('\uFEFF# Title\r\nLine one\r\nline two\r\n')).toEqual([
      { headings: ['Title'], paragraphs: ['Line one line two'] },
    ]);
  });
});

describe('markdownInlineText', () => {
  it('keeps link text, drops images and the markers of emphasis, code and strikethrough', () => {
    expect(
      markdownInlineText(
        'See [the guide](https://example.com/a_(b) "Guide") ![diagram](d.png) for ***very*** **strong**, *em*, _em_, __strong__, ~~old~~ and `code_with*stars*`.',
      ),
    ).toBe('See the guide for very strong, em, em, strong, old and code_with*stars*.');
  });

  it('leaves intraword underscores, lone asterisks and escaped markers as written', () => {
    expect(markdownInlineText('snake_case_name is 2 * 3 * 4, not \\*emphasis\\*')).toBe(
      'snake_case_name is 2 * 3 * 4, not *emphasis*',
    );
  });

  it('removes HTML tags, decodes entities and unwraps autolinks and reference links', () => {
    expect(
      markdownInlineText(
        '<b>Bold</b>&nbsp;&amp; <span class="x">tagged</span> <https://x.org> [ref text][1][^1]',
      ),
    ).toBe('Bold & tagged https://x.org ref text');
  });
});
