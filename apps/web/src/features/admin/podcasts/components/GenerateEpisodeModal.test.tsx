import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { podcastsTabApi } from '../../../../testing/admin-podcasts';
import { findShownDialog } from '../../../../testing/admin-tabs';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const started = {
  success: true,
  job_id: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
  message: 'Generation of “Volcanoes” has started.',
};
const generations = (calls: RecordedCall[]) => calls.filter((call) => call.path === 'podcasts/generate');

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Generate New Episode' }));
  return within(await findShownDialog('Generate New Episode'));
}

async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Volcanoes');
  await userEvent.type(form.getByRole('textbox', { name: 'Topic' }), 'Geology');
  await userEvent.type(form.getByRole('textbox', { name: 'Outline' }), 'Magma, plates and eruptions.');
}

describe('GenerateEpisodeModal', () => {
  it('starts from the spec’s defaults, with a counter under each text', async () => {
    await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    const form = await openForm();

    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('0 / 200');
    expect(form.getByRole('textbox', { name: 'Topic' })).toHaveAccessibleDescription('0 / 100');
    expect(form.getByRole('textbox', { name: 'Outline' })).toHaveAccessibleDescription('0 / 2000');
    const duration = form.getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('15');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 minutes', '15 minutes', '20 minutes', '30 minutes']);
    const voice = form.getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveValue('nova');
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'nova (Neutral)',
      'alloy (Professional)',
      'echo (Warm)',
      'fable (Expressive)',
      'onyx (Deep)',
      'shimmer (Bright)',
    ]);
    expect(form.getByRole('checkbox', { name: 'Feature in everyone’s Latest Episodes' })).toBeChecked();
    const premium = form.getByRole('checkbox', { name: 'Use premium model' });
    expect(premium).not.toBeChecked();
    // The offline server has one writer: the choice says so rather than promising a model (issue 25).
    await waitFor(() =>
      expect(premium).toHaveAccessibleDescription(
        'Both choices use the same script writer on this server: Offline script writer (no AI model).',
      ),
    );

    await userEvent.type(form.getByRole('textbox', { name: 'Outline' }), 'Magma');
    expect(form.getByRole('textbox', { name: 'Outline' })).toHaveAccessibleDescription('5 / 2000');
  });

  it('requires a title, a topic and an outline, and sends nothing without them', async () => {
    const { calls } = await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    const form = await openForm();

    await userEvent.click(form.getByRole('button', { name: 'Generate Episode' }));

    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      /^A title must not be blank\./,
    );
    expect(form.getByRole('textbox', { name: 'Topic' })).toHaveAccessibleDescription(
      /A topic must not be blank\./,
    );
    expect(form.getByRole('textbox', { name: 'Outline' })).toHaveAccessibleDescription(
      /An outline must not be blank\./,
    );
    expect(generations(calls)).toHaveLength(0);
  });

  it('refuses a title over 200 characters, counting past the limit', async () => {
    const { calls } = await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    const form = await openForm();
    await fillRequired(form);
    const title = form.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(201));

    expect(title).toHaveAccessibleDescription('201 / 200');
    await userEvent.click(form.getByRole('button', { name: 'Generate Episode' }));

    expect(title).toHaveAccessibleDescription(/A title can be at most 200 characters\./);
    expect(generations(calls)).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses, keeping what was typed', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/generate': () => json({ detail: 'The speech endpoint is not configured.' }, 422),
      }),
    );
    const form = await openForm();
    await fillRequired(form);

    await userEvent.click(form.getByRole('button', { name: 'Generate Episode' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to start podcast generation: The speech endpoint is not configured.',
    );
    // Said once, in the dialog: not again in the panel's banner behind it.
    expect(screen.getAllByText(/The speech endpoint is not configured/)).toHaveLength(1);
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Volcanoes');
  });

  it('says "Failed to start podcast generation" when the server gives no reason', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'POST podcasts/generate': () => new Response(null, { status: 500 }) }),
    );
    const form = await openForm();
    await fillRequired(form);

    await userEvent.click(form.getByRole('button', { name: 'Generate Episode' }));

    expect(await form.findByRole('alert')).toHaveTextContent(/^Failed to start podcast generation$/);
  });

  it('sends the choices, closes, and shows the notice with the job id’s first 8 characters', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'POST podcasts/generate': () => json(started, 202),
        [`GET podcasts/jobs/${started.job_id}`]: () => json({ detail: 'Not yet.' }, 503),
      }),
    );
    const form = await openForm();
    await fillRequired(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Duration' }), '20');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Voice' }), 'echo');
    await userEvent.click(form.getByRole('checkbox', { name: 'Feature in everyone’s Latest Episodes' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Use premium model' }));

    await userEvent.dblClick(form.getByRole('button', { name: 'Generate Episode' }));

    const notice = await findShownDialog('Generating Podcast');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generate New Episode' })).not.toBeInTheDocument(),
    );
    expect(generations(calls)).toHaveLength(1);
    expect(JSON.parse(generations(calls)[0]!.body!)).toEqual({
      title: 'Volcanoes',
      topic: 'Geology',
      description: 'Magma, plates and eruptions.',
      duration_minutes: 20,
      voice: 'echo',
      is_featured: false,
      use_o3_model: true,
    });
    expect(notice).toHaveTextContent('Job ID: 0a1b2c3d');
    expect(notice).not.toHaveTextContent(started.job_id);
    expect(notice).toHaveTextContent(started.message);

    await userEvent.click(within(notice).getByRole('button', { name: 'Got it, I’ll check back later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openForm();
    expect(again.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});
