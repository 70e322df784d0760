import type { BlockedCategory, BlockedVideo, ContentFilter } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenIs } from '../../../../testing/media';
import { json, mockApi, networkDown, type RecordedCall } from '../../../../testing/mock-api';
import { findRegion, findShownDialog, neverAnswered, openAdminTab } from '../../../../testing/admin-tabs';
import { admin } from '../../../../testing/users';

const cheating: BlockedCategory = {
  id: 3,
  name: 'Cheating',
  description: 'Asking for answers instead of learning',
  enabled: true,
  severity: 'high',
  filter_count: 1,
};

const answerKeys: ContentFilter = {
  id: 8,
  blocked_category_id: 3,
  category_name: 'Cheating',
  keywords: ['answer key', 'cheat'],
  phrases: ['do my homework'],
  match_type: 'any',
  case_sensitive: false,
  enabled: true,
};

const blockedVideo: BlockedVideo = {
  id: 5,
  blocked_category_id: 3,
  category_name: 'Cheating',
  video_id: 'abcdefghijk',
  title: 'All the exam answers',
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  channel: 'Shortcuts',
  description: '',
  quality_score: 1.5,
  availability_status: 'available',
};

type Handlers = Parameters<typeof mockApi>[0];

function filled(overrides: Handlers = {}) {
  return mockApi({
    'GET me': () => json(admin),
    'GET categories': () => json({ categories: [cheating] }),
    'GET filters': () => json({ filters: [answerKeys] }),
    'GET videos': () => json({ videos: [blockedVideo] }),
    ...overrides,
  });
}

const openTab = () => openAdminTab('content-filtering');

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(call?.body ?? 'null') as unknown;

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('Content filtering tab', () => {
  it('shows each list loading', async () => {
    mockApi({
      'GET me': () => json(admin),
      'GET categories': neverAnswered,
      'GET filters': neverAnswered,
      'GET videos': neverAnswered,
    });
    await openTab();

    expect(await screen.findByRole('status', { name: 'Loading blocked categories…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading content filters…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading blocked videos…' })).toBeVisible();
  });

  it('says when each list is empty', async () => {
    filled({
      'GET categories': () => json({ categories: [] }),
      'GET filters': () => json({ filters: [] }),
      'GET videos': () => json({ videos: [] }),
    });
    await openTab();

    expect(await screen.findByText('No blocked categories yet.')).toBeVisible();
    expect(await screen.findByText('No content filters yet.')).toBeVisible();
    expect(await screen.findByText('No blocked videos yet.')).toBeVisible();
  });

  it('shows the spec’s load failures in the banner', async () => {
    filled({
      'GET categories': () => json({ detail: 'boom' }, 500),
      'GET filters': () => json({ filters: [] }),
      'GET videos': () => json({ videos: [] }),
    });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blocked categories');
    expect(
      within(await findRegion('Blocked categories')).getByText('The blocked categories could not be loaded.'),
    ).toBeVisible();
  });

  it('says "Failed to load content filters" when the server fails', async () => {
    filled({ 'GET filters': () => json({ detail: 'nope' }, 500) });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content filters');
  });

  it('says "Error loading blocked videos" when the network is down', async () => {
    filled({ 'GET videos': () => networkDown() });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading blocked videos');
  });

  it('lists the categories, filters and blocked videos', async () => {
    filled();
    await openTab();

    const categories = await findRegion('Blocked categories');
    expect(await within(categories).findByText('Cheating')).toBeVisible();
    expect(within(categories).getByText('high')).toBeVisible();
    expect(within(categories).getByText('Asking for answers instead of learning')).toBeVisible();

    const filters = await findRegion('Content filters');
    expect(await within(filters).findByText('answer key, cheat')).toBeVisible();
    expect(within(filters).getByText('do my homework')).toBeVisible();

    const videos = await findRegion('Blocked videos');
    expect(await within(videos).findByText('All the exam answers')).toBeVisible();
    expect(within(videos).getByText('1.5 / 5')).toBeVisible();
  });

  it('refuses a blank category name before sending', async () => {
    const user = userEvent.setup();
    const { calls } = filled();
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));

    const dialog = await findShownDialog('Add blocked category');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add blocked category' }));

    expect(await within(dialog).findByText('The category name must not be blank.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps what was typed and shows the server’s detail when it refuses a category', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'POST categories': () => json({ detail: 'A blocked category named "Cheating" already exists.' }, 409),
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await findShownDialog('Add blocked category');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Cheating ');
    await user.click(within(dialog).getByRole('button', { name: 'Add blocked category' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create blocked category: A blocked category named "Cheating" already exists.',
    );
    // Said once, in the dialog: not again in the panel's banner behind it.
    expect(screen.getAllByText(/already exists/)).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('  Cheating ');
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      name: 'Cheating',
      description: '',
      severity: 'medium',
      enabled: true,
    });
  });

  it('edits a category with PUT, starting from its values', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'PUT categories/3': () => json({ ...cheating, name: 'Cheats' }) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Cheating' }));
    const dialog = await findShownDialog('Edit blocked category');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Cheating');
    await user.clear(name);
    await user.type(name, 'Cheats');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit blocked category' })).toBeNull());
    expect(bodyOf(calls.find((call) => call.method === 'PUT'))).toMatchObject({
      name: 'Cheats',
      severity: 'high',
    });
  });

  it('asks before deleting a category, in the spec’s words, and deletes once on a double click', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'DELETE categories/3': () => json({ success: true, message: 'The category "Cheating" was deleted.' }),
    });
    await openTab();
    await user.dblClick(await screen.findByRole('button', { name: 'Delete Cheating' }));

    const dialog = await findShownDialog('Delete the blocked category "Cheating"?');
    expect(dialog).toHaveTextContent('This will also delete all associated rules and videos.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete category' }));

    expect(await screen.findByText('The category "Cheating" was deleted.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s detail when a delete is refused', async () => {
    const user = userEvent.setup();
    filled({ 'DELETE filters/8': () => json({ detail: 'There is no content filter with id 8.' }, 404) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: /Delete the Cheating filter/ }));
    const dialog = await findShownDialog(/Delete this filter/);
    expect(dialog).toHaveTextContent('Are you sure you want to delete this filter?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete filter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete content filter: There is no content filter with id 8.',
    );
  });

  it('checks a content filter: a category and keywords, comma-separated, trimmed, empties dropped', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'POST filters': () => json(answerKeys, 201) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    const dialog = await findShownDialog('Add content filter');

    await user.type(within(dialog).getByRole('textbox', { name: 'Keywords' }), ' , ,  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add content filter' }));
    expect(await within(dialog).findByText('Choose a category.')).toBeVisible();
    expect(within(dialog).getByText('Give at least one keyword (comma-separated).')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await chooseOption(user, 'Blocked category', 'Cheating');
    await user.type(within(dialog).getByRole('textbox', { name: 'Keywords' }), ' cheat ,, answer key,');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phrases' }), 'do my homework , ');
    await user.click(within(dialog).getByRole('button', { name: 'Add content filter' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      blocked_category_id: 3,
      keywords: ['cheat', 'answer key'],
      phrases: ['do my homework'],
      match_type: 'any',
      case_sensitive: false,
      enabled: true,
    });
  });

  it('checks a blocked video: category, title and URL required, quality 0 to 5 in steps of 0.1', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'POST videos': () => json(blockedVideo, 201) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Block a video' }));
    const dialog = await findShownDialog('Add blocked video');
    const quality = within(dialog).getByRole('textbox', { name: 'Quality score (0 to 5)' });
    await user.clear(quality);
    await user.type(quality, '5.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add blocked video' }));

    expect(await within(dialog).findByText('Choose a category.')).toBeVisible();
    expect(within(dialog).getByText('The title must not be blank.')).toBeVisible();
    expect(within(dialog).getByText(/The URL/)).toBeVisible();
    expect(within(dialog).getByText('The quality score must be from 0 to 5.')).toBeVisible();

    await chooseOption(user, 'Blocked category', 'Cheating');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Exam answers');
    await user.type(within(dialog).getByRole('textbox', { name: 'YouTube URL' }), 'https://example.com/v');
    await user.clear(quality);
    await user.type(quality, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add blocked video' }));
    expect(
      await within(dialog).findByText(
        'The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const url = within(dialog).getByRole('textbox', { name: 'YouTube URL' });
    await user.clear(url);
    await user.type(url, 'https://youtu.be/abcdefghijk');
    await user.click(within(dialog).getByRole('button', { name: 'Add blocked video' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toMatchObject({
      blocked_category_id: 3,
      title: 'Exam answers',
      url: 'https://youtu.be/abcdefghijk',
      quality_score: 2.5,
    });
  });

  it('opens its forms and confirmations full-screen on a 375 px phone', async () => {
    screenIs({ width: 375, portrait: true });
    const user = userEvent.setup();
    filled();
    await openTab();

    await user.click(await screen.findByRole('button', { name: 'Edit Cheating' }));
    const form = await findShownDialog('Edit blocked category');
    expect(form).toHaveAttribute('data-full-screen', 'true');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Cheating' }));
    const confirmation = await findShownDialog('Delete the blocked category "Cheating"?');
    expect(confirmation).toHaveAttribute('data-full-screen', 'true');

    // Cancelling frees the guard: the row can be deleted later.
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Cheating' }));
    expect(await findShownDialog('Delete the blocked category "Cheating"?')).toBeVisible();
  });
});
