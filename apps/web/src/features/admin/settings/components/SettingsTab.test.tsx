import type { SystemSetting } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, renderAdminPanel } from '../../../../testing/admin-panel';
import { json, networkDown } from '../../../../testing/mock-api';

const settings: SystemSetting[] = [
  {
    name: 'SOCRATICA_AI_PROVIDER',
    value: 'offline',
    source: 'default',
    description: 'offline: built-in rule-based coach.',
  },
  {
    name: 'SOCRATICA_AI_API_KEY',
    value: 'configured',
    source: 'environment',
    description: "The AI endpoint's key.",
  },
  {
    name: 'DATABASE_URL',
    value: '<b>PostgreSQL</b> at db:5432/socratica',
    source: 'environment',
    description: 'Where data lives.',
  },
];

const sources = [
  { kind: 'wikipedia', live: false, detail: 'Unreachable since 14:02: timeout.' },
  { kind: 'document', live: true, detail: '2 documents, 35 passages.' },
  { kind: 'wordnet', live: true, detail: 'WordNet 3.1, shipped with the server.' },
];

describe('SettingsTab', () => {
  it('shows a labelled loader while the settings load', async () => {
    await renderAdminPanel('?tab=settings', { 'GET admin/system-settings': never });
    expect(await screen.findByRole('status', { name: 'Loading system settings…' })).toBeInTheDocument();
  });

  it('lists each setting with its value as the server gives it, secrets only as "configured", and its source', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings, sources }),
    });

    const cells = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await cells('SOCRATICA_AI_API_KEY')).toEqual([
      'SOCRATICA_AI_API_KEY',
      'configured',
      'Environment',
      "The AI endpoint's key.",
    ]);
    expect(await cells('SOCRATICA_AI_PROVIDER')).toEqual([
      'SOCRATICA_AI_PROVIDER',
      'offline',
      'Default',
      'offline: built-in rule-based coach.',
    ]);
    // Text, never markup.
    expect(screen.getByText('<b>PostgreSQL</b> at db:5432/socratica')).toBeVisible();
    const table = screen.getByRole('table', { name: 'System settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Setting', 'Value', 'Source', 'Description']);
  });

  it('shows which sources are live, each with the server’s sentence', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings, sources }),
    });

    const section = await screen.findByRole('region', { name: 'Sources' });
    const wikipedia = await within(section).findByRole('listitem', { name: 'Wikipedia' });
    expect(within(wikipedia).getByText('Not live')).toBeVisible();
    expect(within(wikipedia).getByText('Unreachable since 14:02: timeout.')).toBeVisible();
    const documents = within(section).getByRole('listitem', { name: 'Documents' });
    expect(within(documents).getByText('Live')).toBeVisible();
    expect(within(documents).getByText('2 documents, 35 passages.')).toBeVisible();
    const wordnet = within(section).getByRole('listitem', { name: 'WordNet' });
    expect(within(wordnet).getByText('Live')).toBeVisible();
    expect(within(wordnet).getByText('WordNet 3.1, shipped with the server.')).toBeVisible();
  });

  it('says where to add a document when none is live, since the server’s sentence is shown on the Sources tab too', async () => {
    const noDocuments = [{ kind: 'document', live: false, detail: 'No documents yet.' }];
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings, sources: noDocuments }),
    });
    const section = await screen.findByRole('region', { name: 'Sources' });
    const documents = await within(section).findByRole('listitem', { name: 'Documents' });
    expect(within(documents).getByText('No documents yet. Add one in the Sources tab.')).toBeVisible();
  });

  it('says so when there are none', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings: [], sources: [] }),
    });
    expect(await screen.findByText('The server reported no settings.')).toBeVisible();
  });

  it('says "Failed to load system settings" when the server refuses', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ detail: 'Nope.' }, 500),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load system settings$/);
    expect(screen.getByText('The system settings could not be loaded.')).toBeVisible();
  });

  it('says "Error loading system settings" when the server cannot be reached', async () => {
    await renderAdminPanel('?tab=settings', { 'GET admin/system-settings': networkDown });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading system settings$/);
  });
});
