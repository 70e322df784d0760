import type { PodcastJob } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, networkDown, type RecordedCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ScheduleSinglePodcast } from './ScheduleSinglePodcast';

const JOB_ID = '3f2a9c1e-7b4d-4e0a-9c55-0f1e2d3c4b5a';

const job = (overrides: Partial<PodcastJob> = {}): PodcastJob => ({
  id: JOB_ID,
  title: 'Photosynthesis',
  topic: 'Biology',
  duration_minutes: 15,
  voice: 'nova',
  state: 'waiting',
  stage: 'queued',
  percent: 0,
  stage_text: 'Waiting for a worker',
  elapsed_seconds: 0,
  error: null,
  attempts: 0,
  episode_id: null,
  script_provider: 'offline',
  speech_provider: 'offline',
  requested_by: 'grace',
  created_at: '2026-03-02T14:00:00.000Z',
  ...overrides,
});

const accepted = () => json({ success: true, job_id: JOB_ID, message: 'Podcast generation started.' }, 202);
const bodyOf = (call: RecordedCall | undefined) => JSON.parse(call?.body ?? 'null') as unknown;
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

async function openForm(isAdmin: boolean) {
  renderWithProviders(<ScheduleSinglePodcast isAdmin={isAdmin} />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Single Podcast' }));
  return screen.findByRole('form', { name: 'Create Single Podcast' });
}

async function fillRequired(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Photosynthesis');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Topic' }), 'Biology');
}

describe('ScheduleSinglePodcast', () => {
  it('opens the form with the spec’s defaults: 15 minutes, nova, featured, the standard model', async () => {
    // A server with a model configured: the choice names both (issue 25: never a model not in use).
    const labels = { standard: 'GPT-4o (Standard)', premium: 'o3-mini (Premium)' };
    mockApi({ 'GET podcasts/model-labels': () => json({ success: true, model_labels: labels }) });
    const form = await openForm(true);

    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Topic' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    const duration = within(form).getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('15');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 minutes', '10 minutes', '15 minutes', '20 minutes', '25 minutes', '30 minutes']);
    const voice = within(form).getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveValue('nova');
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Nova (Neutral)',
      'Alloy (Professional)',
      'Echo (Warm)',
      'Fable (Expressive)',
      'Onyx (Deep)',
      'Shimmer (Bright)',
    ]);
    expect(within(form).getByRole('checkbox', { name: /Feature this episode/ })).toBeChecked();
    const premium = within(form).getByRole('checkbox', { name: 'Use premium model' });
    expect(premium).not.toBeChecked();
    await waitFor(() =>
      expect(premium).toHaveAccessibleDescription(
        'Scripts by o3-mini (Premium) instead of GPT-4o (Standard).',
      ),
    );
  });

  it('does not offer featuring to a learner, and never asks for it', async () => {
    const { calls } = mockApi({
      'POST podcasts/generate': accepted,
      [`GET podcasts/jobs/${JOB_ID}`]: () => json(job()),
    });
    const form = await openForm(false);
    expect(within(form).queryByRole('checkbox', { name: /Feature/ })).not.toBeInTheDocument();

    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(bodyOf(posts(calls)[0])).toMatchObject({ is_featured: false });
  });

  it('requires a title and a topic before sending anything', async () => {
    const { calls } = mockApi({});
    const form = await openForm(true);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Topic' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    expect(await within(form).findByText('A title must not be blank.')).toBeVisible();
    expect(within(form).getByText('A topic must not be blank.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the chosen values and shows the notice with the job id’s first 8 characters', async () => {
    const { calls } = mockApi({
      'POST podcasts/generate': accepted,
      [`GET podcasts/jobs/${JOB_ID}`]: () => json(job()),
    });
    const form = await openForm(true);

    await fillRequired(form);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Light and sugar');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Duration' }), '25');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Voice' }), 'onyx');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Feature this episode/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use premium model' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    const notice = await screen.findByRole('dialog', { name: 'Generating Podcast' });
    expect(notice).toHaveTextContent('Job ID: 3f2a9c1e');
    expect(notice).not.toHaveTextContent(JOB_ID);
    expect(await within(notice).findByText('Waiting for a worker')).toBeVisible();
    expect(bodyOf(posts(calls)[0])).toEqual({
      title: 'Photosynthesis',
      topic: 'Biology',
      description: 'Light and sugar',
      duration_minutes: 25,
      voice: 'onyx',
      is_featured: false,
      use_o3_model: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create Single Podcast' })).not.toBeInTheDocument(),
    );
  });

  it('resets the form to its defaults after a request, and the notice closes with its button', async () => {
    mockApi({ 'POST podcasts/generate': accepted, [`GET podcasts/jobs/${JOB_ID}`]: () => json(job()) });
    let form = await openForm(true);
    await fillRequired(form);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Voice' }), 'echo');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    const notice = await screen.findByRole('dialog', { name: 'Generating Podcast' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it, I’ll check back later' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generating Podcast' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create Single Podcast' }));
    form = await screen.findByRole('form', { name: 'Create Single Podcast' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Topic' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Voice' })).toHaveValue('nova');
  });

  it('shows the server’s detail, such as a learner’s daily cap, and keeps what was typed', async () => {
    const detail = 'You can make 3 podcasts a day; the next one can start after midnight ET.';
    mockApi({ 'POST podcasts/generate': () => json({ detail }, 429) });
    const form = await openForm(false);
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Photosynthesis');
    expect(screen.queryByRole('dialog', { name: 'Generating Podcast' })).not.toBeInTheDocument();
  });

  it('says "Failed to start podcast generation. Please try again." when the server gave no detail', async () => {
    mockApi({ 'POST podcasts/generate': () => networkDown() });
    const form = await openForm(true);
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Podcast' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to start podcast generation. Please try again.',
    );
  });
});
