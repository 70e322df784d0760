import type { LocalModelStatus, SystemSetting } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { findRegion } from '../../../../testing/admin-tabs';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const provider = (value: string): SystemSetting => ({
  name: 'SOCRATICA_AI_PROVIDER',
  value,
  source: 'environment',
  description: 'offline, openai or local.',
});

const missing: LocalModelStatus = {
  provider_active: true,
  address: 'hf:unsloth/Qwen3-4B-Instruct-2507-GGUF/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
  source: 'hf',
  name: 'Qwen3-4B-Instruct-2507-Q4_K_M',
  path: '/srv/socratica/data/models/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
  downloadable: true,
  size_bytes: 2_497_276_032,
  license: 'apache-2.0',
  state: 'missing',
  progress: null,
  error: null,
  serving: 'offline',
  load_error: null,
};

const downloading: LocalModelStatus = {
  ...missing,
  state: 'downloading',
  progress: { bytes: 1_200_000_000, total: 2_497_276_032, bytes_per_second: 8_400_000, seconds_left: 155 },
};

const paused: LocalModelStatus = {
  ...missing,
  state: 'paused',
  progress: { bytes: 1_200_000_000, total: 2_497_276_032, bytes_per_second: null, seconds_left: null },
};

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Opens the card on a server whose model is `model`; a change the test fakes makes its answer the new state. */
async function openCard(
  model: LocalModelStatus,
  changes: { start?: () => Response; cancel?: () => Response } = {},
) {
  let current = model;
  const change = (answer: () => Response) => async () => {
    const response = answer();
    if (response.ok) current = (await response.clone().json()) as LocalModelStatus;
    return response;
  };
  const handlers: Record<string, Handler> = {
    'GET admin/system-settings': () => json({ settings: [provider('local')], sources: [] }),
    'GET admin/ai/local-model': () => json(current),
  };
  if (changes.start) handlers['POST admin/ai/local-model/download'] = change(changes.start);
  if (changes.cancel) handlers['DELETE admin/ai/local-model/download'] = change(changes.cancel);
  const panel = await renderAdminPanel('?tab=settings', handlers);
  const card = await findRegion('Embedded model');
  await within(card).findByText('Model', { selector: 'dt' });
  return { ...panel, card };
}

const factOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('EmbeddedModelCard', () => {
  it('is not shown when the server runs another provider, and asks nothing about it', async () => {
    const { calls } = await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings: [provider('offline')], sources: [] }),
    });
    expect(await screen.findByText('SOCRATICA_AI_PROVIDER')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Embedded model' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('admin/ai/local-model');
  });

  it('shows the model, its size in GB and licence, says the offline coach serves, and starts the download', async () => {
    const user = userEvent.setup();
    const { card, calls } = await openCard(missing, { start: () => json(downloading, 202) });
    expect(factOf(card, 'Model')).toBe('Qwen3-4B-Instruct-2507-Q4_K_M');
    expect(factOf(card, 'Size')).toBe('2.5 GB');
    expect(factOf(card, 'Licence')).toBe('apache-2.0');
    expect(
      within(card).getByText('Not downloaded yet: learners get the offline coach until it is.'),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download' }));

    expect(await within(card).findByText('1.2 GB of 2.5 GB · 8.4 MB/s · about 3 minutes left')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    expect(
      within(card).getByText('Downloading: learners get the offline coach until it is done.'),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'admin/ai/local-model/download',
    ]);
  });

  it('cancels a running download and offers to resume it from what arrived', async () => {
    const user = userEvent.setup();
    const { card, calls } = await openCard(downloading, { cancel: () => json(paused) });
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));

    expect(await within(card).findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(within(card).getByText('1.2 GB of 2.5 GB')).toBeVisible();
    expect(within(card).getByText(/^Paused: what arrived is kept/)).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('says why a download failed and what to do, with the button the message names', async () => {
    const error =
      'huggingface.co could not be reached (ENOTFOUND). Check the server’s network, then try again: what arrived is kept.';
    const { card } = await openCard({ ...paused, state: 'failed', error });
    expect(within(card).getByRole('alert')).toHaveTextContent(error);
    expect(within(card).getByText(/^The download stopped: learners get the offline coach/)).toBeVisible();
    // The message says "try again", even with a part kept: a button called Resume beside it would not match.
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('offers Try again after a failure that kept nothing, and says an unknown licence is unknown', async () => {
    const { card } = await openCard({ ...missing, state: 'failed', error: 'Refused.', license: null });
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(factOf(card, 'Licence')).toBe('Unknown: see the model’s page');
  });

  it('shows the server’s refusal to start', async () => {
    const user = userEvent.setup();
    const { card } = await openCard(missing, {
      start: () => json({ detail: 'Nothing needs downloading.' }, 409),
    });
    await user.click(within(card).getByRole('button', { name: 'Download' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to start the download: Nothing needs downloading.',
    );
  });

  it('says which coach serves once the model is here', async () => {
    const ready = { ...missing, state: 'ready' as const };
    const first = await openCard(ready);
    expect(
      within(first.card).getByText(
        'Downloaded. Learners get the offline coach until the server has loaded the model.',
      ),
    ).toBeVisible();
    expect(within(first.card).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    const serving = await openCard({ ...ready, serving: 'embedded' });
    expect(within(serving.card).getByText('Ready: learners get the embedded model.')).toBeVisible();
    serving.unmount();

    const broken = await openCard({
      ...ready,
      load_error: 'The embedded model could not be loaded: bad magic.',
    });
    expect(
      within(broken.card).getByText(
        'Downloaded, but the server could not load it: learners get the offline coach.',
      ),
    ).toBeVisible();
    expect(
      within(broken.card).getByText(/could not be loaded: bad magic\. Check that the file/),
    ).toBeVisible();
  });

  it('says a missing file path must be put in place, and offers no download', async () => {
    const { card } = await openCard({
      ...missing,
      source: 'file',
      address: '/models/tiny.gguf',
      path: '/models/tiny.gguf',
      downloadable: false,
      size_bytes: null,
      license: null,
      error:
        'There is no file at /models/tiny.gguf, so learners get the offline coach. Put the GGUF model there.',
    });
    expect(
      within(card).getByText(/^The model file is missing: learners get the offline coach/),
    ).toBeVisible();
    expect(factOf(card, 'Size')).toBe('Unknown');
    expect(within(card).getByRole('alert')).toHaveTextContent(/Put the GGUF model there/);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
