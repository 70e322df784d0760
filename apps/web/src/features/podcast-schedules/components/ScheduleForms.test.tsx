import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/admin-podcasts';
import { json, networkDown, type RecordedCall } from '../../../testing/mock-api';
import {
  mockScheduleApi,
  podcastSchedule,
  renderScheduleTab,
  SCHEDULES_PATH,
} from '../../../testing/podcast-schedules';

const sent = (calls: RecordedCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => JSON.parse(call.body ?? 'null') as unknown);
const created = () => json({ success: true, schedule: podcastSchedule(), message: 'Schedule created.' }, 201);
const updated = () => json({ success: true, schedule: podcastSchedule(), message: 'Schedule updated.' });

async function openCreateForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Schedule' }));
  return screen.findByRole('form', { name: 'Create New Schedule' });
}

async function openEditForm(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.findByRole('form', { name: 'Edit Schedule' });
}

const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options, (option) => option.text);
const field = (form: HTMLElement, name: string) => within(form).getByLabelText(name, { exact: false });

async function fillRequired(form: HTMLElement) {
  await userEvent.type(field(form, 'Title'), 'Moon phases');
  await userEvent.type(field(form, 'Topic'), 'Astronomy');
}

describe('Create New Schedule', () => {
  it('opens with the spec’s defaults: weekly at 09:00 ET, 15 minutes, nova, the standard model', async () => {
    mockScheduleApi([]);
    renderScheduleTab();
    const form = await openCreateForm();

    expect(field(form, 'Title')).toHaveValue('');
    expect(field(form, 'Topic')).toHaveValue('');
    expect(field(form, 'Description')).toHaveValue('');
    const frequency = field(form, 'Frequency');
    expect(frequency).toHaveValue('weekly');
    expect(optionsOf(frequency)).toEqual(['Daily', 'Weekly', 'Monthly']);
    const time = field(form, 'Generation time');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toHaveValue('09:00');
    expect(time).toHaveAccessibleDescription('Eastern Time (ET)');
    const duration = field(form, 'Duration');
    expect(duration).toHaveValue('15');
    expect(optionsOf(duration)).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '25 minutes',
      '30 minutes',
    ]);
    expect(field(form, 'Voice')).toHaveValue('nova');
    expect(optionsOf(field(form, 'Voice'))).toEqual([
      'Nova (Neutral)',
      'Alloy (Professional)',
      'Echo (Warm)',
      'Fable (Expressive)',
      'Onyx (Deep)',
      'Shimmer (Bright)',
    ]);
    const premium = within(form).getByRole('checkbox', { name: 'Use premium model' });
    expect(premium).not.toBeChecked();
    expect(premium).toHaveAccessibleDescription(
      'Scripts by qwen3-235b (Premium) instead of llama3.1 (Standard).',
    );
    expect(within(form).queryByLabelText(/Next generation date/)).not.toBeInTheDocument();
    expect(within(form).queryByText(/status/i)).not.toBeInTheDocument();
  });

  it('requires a title, a topic and a time before sending anything', async () => {
    const api = mockScheduleApi([]);
    renderScheduleTab();
    const form = await openCreateForm();

    await userEvent.type(field(form, 'Topic'), '   ');
    await userEvent.clear(field(form, 'Generation time'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Schedule' }));

    expect(await within(form).findByText('A title must not be blank.')).toBeVisible();
    expect(within(form).getByText('A topic must not be blank.')).toBeVisible();
    expect(
      within(form).getByText(
        'The generation time is HH:MM on a 24-hour clock, from 00:00 to 23:59 (Eastern time).',
      ),
    ).toBeVisible();
    expect(sent(api.calls, 'POST')).toEqual([]);
  });

  it('sends what was chosen, says "Creating..." meanwhile, closes, and reloads the list', async () => {
    const held = heldAnswer();
    const api = mockScheduleApi([], { [`POST ${SCHEDULES_PATH}`]: held.answer });
    renderScheduleTab();
    const form = await openCreateForm();

    await fillRequired(form);
    await userEvent.type(field(form, 'Description'), 'New, full, and the quarters.');
    await userEvent.selectOptions(field(form, 'Frequency'), 'monthly');
    fireEvent.change(field(form, 'Generation time'), { target: { value: '18:45' } });
    await userEvent.selectOptions(field(form, 'Duration'), '25');
    await userEvent.selectOptions(field(form, 'Voice'), 'shimmer');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use premium model' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Schedule' }));

    const saving = await within(form).findByRole('button', { name: 'Creating...' });
    expect(saving).toBeDisabled();
    expect(sent(api.calls, 'POST')).toEqual([
      {
        title: 'Moon phases',
        topic: 'Astronomy',
        description: 'New, full, and the quarters.',
        frequency: 'monthly',
        generation_time: '18:45',
        duration_minutes: 25,
        voice: 'shimmer',
        use_o3_model: true,
      },
    ]);
    held.release(created());

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create New Schedule' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.listLoads()).toBe(2));
  });

  it('shows the server’s detail, such as a learner’s cap, and keeps what was typed', async () => {
    const detail = 'You can have 3 active schedules. Pause or delete one first.';
    mockScheduleApi([], { [`POST ${SCHEDULES_PATH}`]: () => json({ detail }, 403) });
    renderScheduleTab();
    const form = await openCreateForm();
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Schedule' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(field(form, 'Title')).toHaveValue('Moon phases');
    expect(within(form).getByRole('button', { name: 'Create Schedule' })).toBeEnabled();
  });

  it('says "Failed to create schedule. Please try again." when no answer came', async () => {
    mockScheduleApi([], { [`POST ${SCHEDULES_PATH}`]: () => networkDown() });
    renderScheduleTab();
    const form = await openCreateForm();
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Schedule' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to create schedule. Please try again.',
    );
  });

  it('closes with its named close button, and starts afresh when opened again', async () => {
    mockScheduleApi([]);
    renderScheduleTab();
    let form = await openCreateForm();
    await userEvent.type(field(form, 'Title'), 'Half typed');

    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Create New Schedule' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Schedule' })).not.toBeInTheDocument(),
    );
    form = await openCreateForm();
    expect(field(form, 'Title')).toHaveValue('');
  });

  it('closes on a click outside it', async () => {
    mockScheduleApi([]);
    renderScheduleTab();
    await openCreateForm();

    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Schedule' })).not.toBeInTheDocument(),
    );
  });
});

describe('Edit Schedule', () => {
  const schedule = podcastSchedule({
    frequency: 'daily',
    generation_time: '07:15',
    duration_minutes: 20,
    voice: 'echo',
    use_o3_model: true,
  });

  it('starts from the schedule as it is, the next run’s date included, and has no status field', async () => {
    mockScheduleApi([schedule]);
    renderScheduleTab();
    const form = await openEditForm('Weekly tides');

    expect(field(form, 'Title')).toHaveValue('Weekly tides');
    expect(field(form, 'Topic')).toHaveValue('Oceans');
    expect(field(form, 'Description')).toHaveValue('Why the sea rises twice a day.');
    expect(field(form, 'Frequency')).toHaveValue('daily');
    expect(field(form, 'Generation time')).toHaveValue('07:15');
    expect(field(form, 'Duration')).toHaveValue('20');
    expect(field(form, 'Voice')).toHaveValue('echo');
    expect(within(form).getByRole('checkbox', { name: 'Use premium model' })).toBeChecked();
    const date = field(form, 'Next generation date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toBeRequired();
    expect(date).toHaveValue('2026-05-04');
    expect(within(form).queryByRole('checkbox', { name: /active/i })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/status/i)).not.toBeInTheDocument();
  });

  it('sends every field and the date, says "Updating..." meanwhile, closes, and reloads the list', async () => {
    const held = heldAnswer();
    const api = mockScheduleApi([schedule], { [`PUT ${SCHEDULES_PATH}/7`]: held.answer });
    renderScheduleTab();
    const form = await openEditForm('Weekly tides');

    await userEvent.clear(field(form, 'Title'));
    await userEvent.type(field(form, 'Title'), 'Daily tides');
    fireEvent.change(field(form, 'Next generation date'), { target: { value: '2026-05-10' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Schedule' }));

    expect(await within(form).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(sent(api.calls, 'PUT')).toEqual([
      {
        title: 'Daily tides',
        topic: 'Oceans',
        description: 'Why the sea rises twice a day.',
        frequency: 'daily',
        generation_time: '07:15',
        duration_minutes: 20,
        voice: 'echo',
        use_o3_model: true,
        next_generation_date: '2026-05-10',
      },
    ]);
    held.release(updated());

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit Schedule' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.listLoads()).toBe(2));
  });

  it('requires the next generation date', async () => {
    const api = mockScheduleApi([schedule]);
    renderScheduleTab();
    const form = await openEditForm('Weekly tides');

    fireEvent.change(field(form, 'Next generation date'), { target: { value: '' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Schedule' }));

    expect(
      await within(form).findByText('The next generation date is a date written YYYY-MM-DD.'),
    ).toBeVisible();
    expect(sent(api.calls, 'PUT')).toEqual([]);
  });

  it('shows the server’s detail when it refuses, and keeps what was typed', async () => {
    const detail = 'The next generation date is in the past.';
    mockScheduleApi([schedule], { [`PUT ${SCHEDULES_PATH}/7`]: () => json({ detail }, 400) });
    renderScheduleTab();
    const form = await openEditForm('Weekly tides');
    fireEvent.change(field(form, 'Next generation date'), { target: { value: '2026-04-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Schedule' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(field(form, 'Next generation date')).toHaveValue('2026-04-01');
  });

  it('says "Failed to update schedule. Please try again." when the server gave no detail', async () => {
    mockScheduleApi([schedule], {
      [`PUT ${SCHEDULES_PATH}/7`]: () => new Response('Bad gateway', { status: 502 }),
    });
    renderScheduleTab();
    const form = await openEditForm('Weekly tides');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Schedule' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to update schedule. Please try again.',
    );
  });
});
