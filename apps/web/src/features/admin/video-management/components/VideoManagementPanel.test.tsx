import type { CuratedVideo, TopicRule, VideoCategory } from '@socratica/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, networkDown, type RecordedCall } from '../../../../testing/mock-api';
import { findRegion, findShownDialog, neverAnswered, openAdminTab } from '../../../../testing/admin-tabs';
import { admin } from '../../../../testing/users';

const longDescription = 'Cells, plants and ecosystems: the living world from molecules upwards';
const biology: VideoCategory = {
  id: 2,
  name: 'Biology',
  description: longDescription,
  priority: 5,
  enabled: true,
  videos: 1,
  matching_rules: 1,
};

const plantRule: TopicRule = {
  id: 4,
  category_id: 2,
  category: 'Biology',
  keywords: ['photosynthesis', 'plant cells'],
  match_type: 'any',
  priority: 0,
  enabled: true,
};

const longTitle = 'Photosynthesis explained step by step for beginners';
const curated = (overrides: Partial<CuratedVideo>): CuratedVideo => ({
  id: 9,
  category_id: 2,
  category: 'Biology',
  video_id: 'abcdefghijk',
  title: longTitle,
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  channel: 'Green Lab',
  channel_id: 'UCgreen',
  description: '',
  duration: 'PT8M21S',
  view_count: 1200,
  quality_score: 8.4,
  availability_status: 'available',
  ...overrides,
});

type Handlers = Parameters<typeof mockApi>[0];

function filled(overrides: Handlers = {}) {
  return mockApi({
    'GET me': () => json(admin),
    'GET admin/video/categories': () => json({ categories: [biology] }),
    'GET admin/video/rules': () => json({ rules: [plantRule] }),
    'GET admin/video/videos': () =>
      json({
        videos: [
          curated({}),
          curated({ id: 10, video_id: 'bbbbbbbbbbb', title: 'Good', quality_score: 6 }),
          curated({ id: 11, video_id: 'ccccccccccc', title: 'Fair', quality_score: 4 }),
          curated({ id: 12, video_id: 'ddddddddddd', title: 'Poor', quality_score: 3.9 }),
        ],
      }),
    ...overrides,
  });
}

const openTab = () => openAdminTab('video-management');

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(call?.body ?? 'null') as unknown;
const sent = (calls: RecordedCall[], method: string) => calls.filter((call) => call.method === method);

describe('Video management tab', () => {
  it('shows each list loading', async () => {
    mockApi({
      'GET me': () => json(admin),
      'GET admin/video/categories': neverAnswered,
      'GET admin/video/rules': neverAnswered,
      'GET admin/video/videos': neverAnswered,
    });
    await openTab();

    expect(await screen.findByRole('status', { name: 'Loading video categories…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading topic matching rules…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading curated videos…' })).toBeVisible();
  });

  it('says when each list is empty', async () => {
    filled({
      'GET admin/video/categories': () => json({ categories: [] }),
      'GET admin/video/rules': () => json({ rules: [] }),
      'GET admin/video/videos': () => json({ videos: [] }),
    });
    await openTab();

    expect(await screen.findByText('No video categories yet.')).toBeVisible();
    expect(await screen.findByText('No topic matching rules yet.')).toBeVisible();
    expect(await screen.findByText('No curated videos yet.')).toBeVisible();
  });

  it('says "Failed to load video categories" when the server fails', async () => {
    filled({ 'GET admin/video/categories': () => json({ detail: 'boom' }, 500) });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load video categories');
  });

  it('says "Error loading curated videos" when no answer came', async () => {
    filled({ 'GET admin/video/videos': () => networkDown() });
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading curated videos');
  });

  it('cuts descriptions at 50 and titles at 40 characters, the whole text on hover, with quality badges', async () => {
    filled();
    await openTab();

    const categories = await findRegion('Video categories');
    const description = await within(categories).findByText(`${longDescription.slice(0, 50).trimEnd()}…`);
    expect(description).toHaveAttribute('title', longDescription);

    const videos = await findRegion('Curated videos');
    const title = await within(videos).findByRole('link', { name: `${longTitle.slice(0, 40).trimEnd()}…` });
    expect(title).toHaveAttribute('title', longTitle);
    expect(title).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');

    const badge = (text: string) => within(videos).getByText(text).closest('.mantine-Badge-root');
    expect(badge('8.4 / 10')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-teal-9)' });
    expect(badge('6.0 / 10')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-blue-8)' });
    expect(badge('4.0 / 10')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-yellow-4)' });
    expect(badge('3.9 / 10')).toHaveStyle({ '--badge-bg': 'var(--mantine-color-red-9)' });

    const rules = await findRegion('Topic matching rules');
    expect(within(rules).getByText('photosynthesis, plant cells')).toBeVisible();
  });

  it('adds a video category, refusing a blank name first', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'POST admin/video/categories': () => json({ ...biology, id: 3 }, 201) });
    await openTab();
    await user.click(
      within(await findRegion('Video categories')).getByRole('button', { name: 'Add category' }),
    );
    const dialog = await findShownDialog('Add video category');

    await user.click(within(dialog).getByRole('button', { name: 'Add video category' }));
    expect(await within(dialog).findByText('The category name must not be blank.')).toBeVisible();
    expect(sent(calls, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chemistry');
    await user.click(within(dialog).getByRole('button', { name: 'Add video category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(sent(calls, 'POST')[0])).toEqual({
      name: 'Chemistry',
      description: '',
      priority: 0,
      enabled: true,
    });
  });

  it('edits a topic rule: keywords comma-separated, trimmed, empties dropped', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'PUT admin/video/rules/4': () => json(plantRule) });
    await openTab();
    await user.click(await screen.findByRole('button', { name: /Edit the Biology rule/ }));
    const dialog = await findShownDialog('Edit topic rule');
    const keywords = within(dialog).getByRole('textbox', { name: 'Keywords' });
    expect(keywords).toHaveValue('photosynthesis, plant cells');

    await user.clear(keywords);
    await user.type(keywords, ' , ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Give at least one keyword (comma-separated).')).toBeVisible();

    await user.clear(keywords);
    await user.type(keywords, ' chlorophyll ,, leaves ,');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(bodyOf(sent(calls, 'PUT')[0])).toEqual({
      category_id: 2,
      keywords: ['chlorophyll', 'leaves'],
      match_type: 'any',
      priority: 0,
      enabled: true,
    });
  });

  it('adds a curated video from its YouTube URL, refusing one that is not', async () => {
    const user = userEvent.setup();
    const { calls } = filled({ 'POST admin/video/videos': () => json(curated({ id: 20 }), 201) });
    await openTab();
    await user.click(within(await findRegion('Curated videos')).getByRole('button', { name: 'Add video' }));
    const dialog = await findShownDialog('Add curated video');

    await user.type(within(dialog).getByRole('textbox', { name: 'YouTube URL' }), 'https://vimeo.com/12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add curated video' }));
    expect(
      await within(dialog).findByText(
        'The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('The title must not be blank.')).toBeVisible();
    expect(within(dialog).getByText('Choose a category.')).toBeVisible();
    expect(sent(calls, 'POST')).toHaveLength(0);

    const url = within(dialog).getByRole('textbox', { name: 'YouTube URL' });
    await user.clear(url);
    await user.type(url, 'https://www.youtube.com/shorts/abcdefghijk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Leaves at work');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Video category' }), 'Biology');
    const quality = within(dialog).getByRole('textbox', { name: 'Quality score (0 to 10)' });
    await user.clear(quality);
    await user.type(quality, '10.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add curated video' }));
    expect(await within(dialog).findByText('The quality score must be from 0 to 10.')).toBeVisible();

    await user.clear(quality);
    await user.type(quality, '9.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add curated video' }));
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(bodyOf(sent(calls, 'POST')[0])).toEqual({
      category_id: 2,
      title: 'Leaves at work',
      url: 'https://www.youtube.com/shorts/abcdefghijk',
      channel: '',
      channel_id: '',
      description: '',
      duration: null,
      view_count: null,
      quality_score: 9.5,
      availability_status: 'available',
    });
  });

  it('keeps an edited video’s hidden facts and shows the server’s detail when it refuses', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'PUT admin/video/videos/9': () =>
        json({ detail: 'That video is already in the catalogue as "Good" (id 10). Edit it instead.' }, 409),
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: `Edit ${longTitle}` }));
    const dialog = await findShownDialog('Edit curated video');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update curated video: That video is already in the catalogue as "Good" (id 10). Edit it instead.',
    );
    expect(title).toHaveValue('Renamed');
    expect(bodyOf(sent(calls, 'PUT')[0])).toMatchObject({
      title: 'Renamed',
      channel_id: 'UCgreen',
      duration: 'PT8M21S',
      view_count: 1200,
      quality_score: 8.4,
    });

    // The refusal spoke of the title sent; once the admin edits it, it no longer stands beside the next try.
    await user.type(title, '!');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('deletes a category once, after the spec’s confirmation, on double clicks', async () => {
    const user = userEvent.setup();
    const { calls } = filled({
      'DELETE admin/video/categories/2': () =>
        json({
          success: true,
          message: 'The category "Biology" was deleted, with its 1 rules and 1 videos.',
        }),
    });
    await openTab();
    await user.dblClick(await screen.findByRole('button', { name: 'Delete Biology' }));
    const dialog = await findShownDialog('Delete the video category "Biology"?');
    expect(dialog).toHaveTextContent('This will also delete all associated rules and videos.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete category' }));

    expect(await screen.findByText(/The category "Biology" was deleted/)).toBeVisible();
    expect(sent(calls, 'DELETE')).toHaveLength(1);
    // The tab's lists reload: the category took its rules and videos with it.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === 'admin/video/videos' && call.method === 'GET'),
      ).toHaveLength(2),
    );
  });
});
