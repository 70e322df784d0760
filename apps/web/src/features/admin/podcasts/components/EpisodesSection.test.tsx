import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { never, renderAdminPanel } from '../../../../testing/admin-panel';
import {
  advanceClock,
  heldAnswer,
  podcastCatalog,
  podcastEpisode,
  podcastsTabApi,
  untilFound,
} from '../../../../testing/admin-podcasts';
import { findShownDialog } from '../../../../testing/admin-tabs';
import { screenIs } from '../../../../testing/media';
import { json, type RecordedCall } from '../../../../testing/mock-api';

const tides = podcastEpisode();
const mine = podcastEpisode({
  id: 2,
  title: 'My fractions',
  topic: 'Fractions',
  is_personal: true,
  avg_rating: null,
  total_ratings: 0,
  duration_seconds: 300,
});
const catalogOf =
  (...episodes: (typeof tides)[]) =>
  () =>
    json(podcastCatalog(episodes));
const changes = (calls: RecordedCall[], method: string) => calls.filter((call) => call.method === method);

async function episodesTable(firstTitle: string) {
  await screen.findByText(firstTitle);
  return screen.getByRole('table', { name: 'Episodes' });
}

function rowOf(table: HTMLElement, title: string): HTMLElement {
  return within(table).getByText(title).closest('tr')!;
}

describe('EpisodesSection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('previews an episode before featuring it: its audio and its transcript, with speakers (issue 24)', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/catalog': catalogOf(tides),
        'GET podcasts/media/abc.vtt': () =>
          new Response('WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\n<v Host>Tides rise twice a day.\n'),
      }),
    );
    const table = await episodesTable('How tides work');
    fireEvent.click(
      within(rowOf(table, 'How tides work')).getByRole('button', { name: 'Preview How tides work' }),
    );
    const preview = await findShownDialog('Preview: How tides work');
    expect(preview.querySelector('audio')).toHaveAttribute('src', tides.audio_url);
    const transcript = await within(preview).findByRole('list', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Host: Tides rise twice a day.');

    // A line of the transcript plays from its start.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    fireEvent.click(within(transcript).getByRole('button', { name: /Tides rise twice a day/ }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(preview.querySelector('audio')!.currentTime).toBe(0.5);
    play.mockRestore();
  });

  it('lists the newest 50 episodes with length, Eastern date, rating and listens', async () => {
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'GET podcasts/catalog': catalogOf(tides, mine) }),
    );

    const table = await episodesTable('How tides work');
    expect(calls.find((call) => call.path === 'podcasts/catalog')!.query.get('limit')).toBe('50');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Topic', 'Duration', 'Published', 'Rating', 'Listens', 'Featured', 'Actions']);
    const cells = within(rowOf(table, 'How tides work'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'How tides work',
      'Tides',
      '15:05',
      'Nov 21, 2026, 9:47 AM ET',
      '4.3 (4 ratings)',
      '12',
    ]);
    const personal = rowOf(table, 'My fractions');
    expect(within(personal).getByText('Just for you')).toBeVisible();
    expect(within(personal).getByText('No ratings')).toBeVisible();
    expect(within(personal).getByText('5:00')).toBeVisible();
  });

  it('shows each episode as a card on a 375 px phone, with its Featured switch, Preview and Delete', async () => {
    screenIs({ width: 375, portrait: true });
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'GET podcasts/catalog': catalogOf(tides, mine) }),
    );

    const cards = within(await screen.findByRole('list', { name: 'Episodes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Title', 'Topic', 'Duration', 'Published', 'Rating', 'Listens', 'Featured']);
    expect(within(cards[0]!).getByRole('switch', { name: 'Featured: How tides work' })).toBeEnabled();
    expect(within(cards[0]!).getByRole('button', { name: 'Preview How tides work' })).toBeVisible();
    expect(within(cards[0]!).getByRole('button', { name: 'Delete How tides work' })).toBeVisible();
    expect(within(cards[1]!).getByText('Just for you')).toBeVisible();
  });

  it('does not let a learner’s own episode be featured, and says why', async () => {
    await renderAdminPanel('?tab=podcasts', podcastsTabApi({ 'GET podcasts/catalog': catalogOf(mine) }));
    await episodesTable('My fractions');

    const featured = screen.getByRole('switch', { name: 'Featured: My fractions' });
    expect(featured).toBeDisabled();
    expect(featured).toHaveAccessibleDescription(
      'A learner’s own episode cannot be featured: only that learner hears it.',
    );
  });

  it('turns the Featured switch at once, and back with "Feature toggle failed" when the server refuses', async () => {
    const held = heldAnswer();
    let catalogLoads = 0;
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        // The reload after the refusal never answers: the switch must go back without it.
        'GET podcasts/catalog': () => (++catalogLoads === 1 ? json(podcastCatalog([tides])) : never()),
        'PATCH podcasts/1/feature': held.answer,
      }),
    );
    await episodesTable('How tides work');
    const featured = screen.getByRole('switch', { name: 'Featured: How tides work' });
    expect(featured).not.toBeChecked();

    await userEvent.click(featured);

    expect(featured).toBeChecked();
    expect(JSON.parse(changes(calls, 'PATCH')[0]!.body!)).toEqual({ is_featured: true });

    held.release(json({ detail: 'The episode was deleted meanwhile.' }, 404));

    await waitFor(() => expect(featured).not.toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Feature toggle failed: The episode was deleted meanwhile.',
    );
  });

  it('keeps the switch turned when the server agrees, and reloads the table and the stats', async () => {
    let featuredNow = false;
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/catalog': () => json(podcastCatalog([{ ...tides, is_featured: featuredNow }])),
        'PATCH podcasts/1/feature': () => {
          featuredNow = true;
          return json({ ...tides, is_featured: true });
        },
      }),
    );
    await episodesTable('How tides work');
    const loads = (path: string) => calls.filter((call) => call.path === path).length;
    const [catalogLoads, statsLoads] = [loads('podcasts/catalog'), loads('podcasts/stats')];

    await userEvent.click(screen.getByRole('switch', { name: 'Featured: How tides work' }));

    await waitFor(() => expect(loads('podcasts/catalog')).toBe(catalogLoads + 1));
    expect(loads('podcasts/stats')).toBe(statsLoads + 1);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Featured: How tides work' })).toBeEnabled(),
    );
    expect(screen.getByRole('switch', { name: 'Featured: How tides work' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes after "This action cannot be undone.", says so for 3 seconds, and reloads the table', async () => {
    vi.useFakeTimers();
    let episodes = [tides, mine];
    const { calls } = await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({
        'GET podcasts/catalog': () => json(podcastCatalog(episodes)),
        'DELETE podcasts/1': () => {
          episodes = [mine];
          return json({ success: true, message: 'Deleted “How tides work”.' });
        },
      }),
    );
    const table = await untilFound(() => screen.getByRole('table', { name: 'Episodes' }));
    await untilFound(() => within(table).getByText('How tides work'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete How tides work' }));
    const dialog = await untilFound(() => screen.getByRole('dialog', { name: 'Delete “How tides work”?' }));
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete episode' }));

    await untilFound(() => screen.getByText('Episode deleted successfully!'), 500, 10);
    expect(changes(calls, 'DELETE').map((call) => call.path)).toEqual(['podcasts/1']);
    await untilFound(() => expect(within(table).queryByText('How tides work')).toBeNull(), 500, 10);

    await advanceClock(2_500);
    expect(screen.getByText('Episode deleted successfully!')).toBeInTheDocument();
    await advanceClock(600);
    expect(screen.queryByText('Episode deleted successfully!')).not.toBeInTheDocument();
  });

  it('deletes nothing when the admin cancels', async () => {
    const { calls } = await renderAdminPanel('?tab=podcasts', podcastsTabApi());
    await episodesTable('How tides work');

    await userEvent.click(screen.getByRole('button', { name: 'Delete How tides work' }));
    await userEvent.click(within(await findShownDialog(/^Delete/)).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(calls, 'DELETE')).toHaveLength(0);
  });

  it('says "Episode deletion failed" with the server’s reason', async () => {
    await renderAdminPanel(
      '?tab=podcasts',
      podcastsTabApi({ 'DELETE podcasts/1': () => json({ detail: 'No episode has id 1.' }, 404) }),
    );
    await episodesTable('How tides work');

    await userEvent.click(screen.getByRole('button', { name: 'Delete How tides work' }));
    await userEvent.click(
      within(await findShownDialog(/^Delete/)).getByRole('button', { name: 'Delete episode' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Episode deletion failed: No episode has id 1.',
    );
    expect(screen.queryByText('Episode deleted successfully!')).not.toBeInTheDocument();
  });
});
