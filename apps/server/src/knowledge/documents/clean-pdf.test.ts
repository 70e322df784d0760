import { describe, expect, it } from 'vitest';

import { printedPdf, type PrintedLine } from '../../../test/fixtures/pdf-fixtures.js';
import { citationFor, citedPlace } from '../citation.js';
import type { StoredSource } from '../passages/passages.repository.js';
import { sectionPassages } from '../passages/section-passages.js';
import { extractDocument, type DocumentLimits } from './document-text.js';

const limits: DocumentLimits = { maxBytes: 10 * 1024 * 1024, maxPages: 100, timeoutMs: 30_000 };
const TITLE = 'Volcanoes: study notes';

const header = (page: number): PrintedLine[] => [
  { text: 'Volcanoes - Study Notes', size: 9 },
  { text: `Earth Science 101 Page ${page} of 3`, size: 9 },
];
const footer = (page: number): PrintedLine => ({ text: String(page), size: 9, foot: true });
const heading = (text: string): PrintedLine => ({ text, size: 16, bold: true });
const body = (...lines: string[]): PrintedLine[] => lines.map((text) => ({ text }));

/** Three pages as testers' study notes were: a running header, page numbers, headings and a numbered list. */
const notes: PrintedLine[][] = [
  [
    ...header(1),
    heading('What a volcano is'),
    ...body(
      'A volcano is an opening in the crust through which molten rock, ash and gases',
      'escape from below. Most volcanoes sit where tectonic plates meet, and magma',
      'rises through the crust because it is lighter than the solid rock around',
    ),
    footer(1),
  ],
  [
    ...header(2),
    ...body('it, collecting in chambers a few kilometres below the surface before it erupts.'),
    heading('Eruption styles'),
    ...body(
      'Geologists sort eruptions into two broad styles by how the magma leaves the vent.',
      '1. Effusive eruptions pour out runny basalt lava that flows a long way downhill.',
      '2. Explosive eruptions shatter sticky magma into ash and throw it high.',
      'The Volcanic Explosivity Index rates eruptions on a scale from 0 to',
      '8. Each step up the scale means about ten times as much ejected rock.',
    ),
    footer(2),
  ],
  [
    ...header(3),
    heading('Living near volcanoes'),
    ...body(
      'Volcanic soil is rich in minerals, so farms crowd the slopes of many volcanoes.',
      'Observatories watch for swelling ground and new gas vents to warn of eruptions.',
    ),
    footer(3),
  ],
];

const source: StoredSource = {
  id: 1,
  kind: 'document',
  title: TITLE,
  url: null,
  licenceName: null,
  licenceUrl: null,
  externalKey: 'sha',
  revision: null,
  fetchedAt: new Date('2026-05-01T12:00:00Z'),
};

describe('a printed PDF with running headers, page numbers, headings and a numbered list', () => {
  it('reads into passages under their headings and pages, with no header, footer or heading as text', async () => {
    const document = await extractDocument('volcanoes.pdf', await printedPdf(notes), limits);
    const passages = sectionPassages(TITLE, document.sections);
    const cited = passages.map((passage) => ({
      place: citedPlace(citationFor(source, passage.sectionPath, passage.page ?? null)),
      body: passage.body,
    }));

    expect(cited).toEqual([
      {
        place: 'Volcanoes: study notes › What a volcano is, p. 1',
        body: 'A volcano is an opening in the crust through which molten rock, ash and gases escape from below. Most volcanoes sit where tectonic plates meet, and magma rises through the crust because it is lighter than the solid rock around it, collecting in chambers a few kilometres below the surface before it erupts.',
      },
      {
        place: 'Volcanoes: study notes › Eruption styles, p. 2',
        body: 'Geologists sort eruptions into two broad styles by how the magma leaves the vent.',
      },
      {
        place: 'Volcanoes: study notes › Eruption styles, p. 2',
        body: '1. Effusive eruptions pour out runny basalt lava that flows a long way downhill.',
      },
      {
        place: 'Volcanoes: study notes › Eruption styles, p. 2',
        body: '2. Explosive eruptions shatter sticky magma into ash and throw it high.',
      },
      {
        place: 'Volcanoes: study notes › Eruption styles, p. 2',
        body: 'The Volcanic Explosivity Index rates eruptions on a scale from 0 to 8. Each step up the scale means about ten times as much ejected rock.',
      },
      {
        place: 'Volcanoes: study notes › Living near volcanoes, p. 3',
        body: 'Volcanic soil is rich in minerals, so farms crowd the slopes of many volcanoes. Observatories watch for swelling ground and new gas vents to warn of eruptions.',
      },
    ]);
    const text = passages.map((passage) => passage.body).join('\n');
    expect(text).not.toMatch(/Study Notes|Earth Science|Page \d/);
    expect(document.pages).toBe(3);
  });
});
