import { describe, expect, it } from 'vitest';
import { citationFor, citationText } from './citation.js';
import type { StoredSource } from './passages/passages.repository.js';

const article: StoredSource = {
  id: 1,
  kind: 'wikipedia',
  title: 'Fraction (mathematics)',
  url: 'https://en.wikipedia.org/wiki/Fraction_(mathematics)',
  licenceName: 'CC BY-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  externalKey: 'en.wikipedia.org:10993',
  revision: '1',
  fetchedAt: new Date('2026-05-01T12:00:00Z'),
};

describe('citationFor', () => {
  it("links a wiki passage to its section's anchor", () => {
    expect(citationFor(article, 'Fraction (mathematics) › Arithmetic › Comparing fractions')).toEqual({
      kind: 'wikipedia',
      title: 'Fraction (mathematics)',
      section: 'Comparing fractions',
      page: null,
      url: 'https://en.wikipedia.org/wiki/Fraction_(mathematics)#Comparing_fractions',
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      fetchedAt: article.fetchedAt,
    });
  });

  it('links the lead to the article itself, and encodes what a URL cannot hold', () => {
    expect(citationFor(article, 'Fraction (mathematics)')).toMatchObject({ section: null, url: article.url });
    expect(citationFor(article, 'Fraction (mathematics) › Ratios & "rates"').url).toBe(
      `${article.url}#Ratios_%26_%22rates%22`,
    );
  });

  it('cites a source without an address or licence as it is', () => {
    const notes = { ...article, kind: 'document' as const, url: null, licenceName: null, licenceUrl: null };
    expect(citationFor(notes, 'Class notes › Week 2')).toMatchObject({
      section: 'Week 2',
      url: null,
      licence: null,
    });
  });
});

describe('citationText', () => {
  it('names the article, its section, licence and address in plain text', () => {
    expect(
      citationText(citationFor(article, 'Fraction (mathematics) › Arithmetic › Comparing fractions')),
    ).toBe(
      "Wikipedia's article “Fraction (mathematics) › Comparing fractions” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Fraction_(mathematics)#Comparing_fractions",
    );
  });

  it('names an uploaded document by its title, without a licence or address it does not have', () => {
    const document = {
      ...article,
      kind: 'document' as const,
      title: 'Notes',
      url: null,
      licenceName: null,
      licenceUrl: null,
    };
    expect(citationText(citationFor(document, 'Notes › Light'))).toBe('The document “Notes › Light”');
  });

  it('names the page a PDF passage starts on after its section, and no page for a source without pages', () => {
    const pdf = { ...article, kind: 'document' as const, title: 'Volcanoes: study notes', url: null };
    expect(citationText(citationFor(pdf, 'Volcanoes: study notes › Eruption styles', 2))).toBe(
      'The document “Volcanoes: study notes › Eruption styles, p. 2” (CC BY-SA 4.0)',
    );
    expect(citationText(citationFor(pdf, 'Volcanoes: study notes', 1))).toBe(
      'The document “Volcanoes: study notes, p. 1” (CC BY-SA 4.0)',
    );
    expect(citationFor(article, 'Fraction (mathematics)').page).toBeNull();
  });
});
