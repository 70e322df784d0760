import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SourceAvailabilityList } from './SourceAvailabilityList';

const noDocuments = { kind: 'document', live: false, detail: 'No documents yet.' } as const;

describe('SourceAvailabilityList', () => {
  it('shows the server’s sentence alone where no hint is given (the Sources tab, where documents are added)', () => {
    render(
      <MantineProvider>
        <SourceAvailabilityList sources={[noDocuments]} />
      </MantineProvider>,
    );
    expect(screen.getByRole('listitem', { name: 'Documents' })).toHaveTextContent(/No documents yet\.$/);
    expect(screen.queryByText(/Sources tab/)).toBeNull();
  });

  it('adds a hint only to a source that is not live', () => {
    render(
      <MantineProvider>
        <SourceAvailabilityList
          sources={[noDocuments, { kind: 'wordnet', live: true, detail: 'Shipped.' }]}
          notLiveHints={{ document: 'Add one in the Sources tab.', wordnet: 'Never shown.' }}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('No documents yet. Add one in the Sources tab.')).toBeVisible();
    expect(screen.queryByText(/Never shown/)).toBeNull();
  });
});
