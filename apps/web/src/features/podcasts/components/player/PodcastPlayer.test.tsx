import type { ListenRequest, PodcastEpisode } from '@socratica/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { podcastEpisode } from '../../../../testing/admin-podcasts';
import { json, mockApi, type RecordedCall } from '../../../../testing/mock-api';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { LOAD_FAILED, PLAY_BLOCKED, PLAY_FAILED, PodcastPlayer } from './PodcastPlayer';

/** jsdom's <audio> does not play: this drives its clock, state and events as a browser would. */
function fakeMedia(duration: number, { started = true } = {}) {
  const audio = document.querySelector('audio')!;
  let time = 0;
  // The player asked to play as it opened (issue 24); `started: false` when the browser refused.
  let paused = !(started && autoplay.mock.contexts.includes(audio));
  let rate = 1;
  Object.defineProperties(audio, {
    duration: { configurable: true, get: () => duration },
    paused: { configurable: true, get: () => paused },
    playbackRate: { configurable: true, get: () => rate, set: (value: number) => (rate = value) },
    currentTime: {
      configurable: true,
      get: () => time,
      set: (value: number) => {
        time = value;
        fireEvent(audio, new Event('seeking'));
        fireEvent.timeUpdate(audio);
      },
    },
  });
  const play = vi.fn(async () => {
    paused = false;
    fireEvent.play(audio);
  });
  const pause = vi.fn(() => {
    paused = true;
    fireEvent.pause(audio);
  });
  audio.play = play;
  audio.pause = pause;
  fireEvent.loadedMetadata(audio);
  return {
    audio,
    play,
    pause,
    /** Plays on for `seconds`, in the quarter-second steps of a browser's timeupdate. */
    playFor(seconds: number) {
      for (let left = seconds; left > 0; left -= 0.25) {
        time += Math.min(0.25, left) * rate;
        fireEvent.timeUpdate(audio);
      }
    },
    time: () => time,
    rate: () => rate,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

const listens = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === 'podcasts/listen').map((c) => JSON.parse(c.body!) as ListenRequest);

function renderPlayer(episode: PodcastEpisode, source: 'feed' | 'archive' = 'feed') {
  const api = mockApi({
    'POST podcasts/listen': () =>
      json({ success: true, total_listens: 1, user_progress: 10, user_completed: false }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <PodcastPlayer episode={episode} source={source} onClose={onClose} />
      <LocationProbe />
    </>,
  );
  return { api, onClose, view };
}

/** `play()` as the player calls it when it opens, before any test's fakeMedia: jsdom cannot play. */
let autoplay: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  autoplay = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('PodcastPlayer', () => {
  it('resumes where the server says the learner stopped, and starts a finished episode again', async () => {
    renderPlayer(podcastEpisode({ user_progress: 40 }));
    await screen.findByRole('dialog', { name: 'How tides work' });
    expect(fakeMedia(200).time()).toBe(80);
  });

  it('plays as it opens, before its audio has loaded: the press that opened it is the only one (issue 24)', async () => {
    renderPlayer(podcastEpisode({ user_progress: 40 }));
    await screen.findByRole('dialog', { name: 'How tides work' });
    expect(autoplay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    // The resume position still applies once the metadata arrives, and nothing plays twice.
    const media = fakeMedia(200);
    expect(media.time()).toBe(80);
    expect(autoplay).toHaveBeenCalledTimes(1);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('says so when the browser will not start the sound by itself, and one press on Play starts it', async () => {
    autoplay.mockRejectedValueOnce(new DOMException('play() needs a gesture', 'NotAllowedError'));
    renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    expect(await screen.findByText(PLAY_BLOCKED)).toBeVisible();
    const media = fakeMedia(200, { started: false });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(PLAY_BLOCKED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('shows the turn being said with its speaker, and a transcript that follows and seeks (issue 24)', async () => {
    mockApi({
      'GET podcasts/media/abc.vtt': () =>
        new Response(
          'WEBVTT\n\n1\n00:00:00.500 --> 00:00:04.000\n<v Host>CO₂ &amp; water.\n\n2\n00:00:04.400 --> 00:00:09.000\n<v Co-host>Where does it go?\n',
          { headers: { 'content-type': 'text/vtt' } },
        ),
      'POST podcasts/listen': () =>
        json({ success: true, total_listens: 1, user_progress: 10, user_completed: false }),
    });
    renderWithProviders(<PodcastPlayer episode={podcastEpisode()} source="feed" onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(200);
    media.playFor(1);
    expect(await screen.findByTestId('caption-line')).toHaveTextContent('Host: CO₂ & water.');
    media.playFor(4);
    expect(screen.getByTestId('caption-line')).toHaveTextContent('Co-host: Where does it go?');

    fireEvent.click(screen.getByRole('button', { name: 'Transcript' }));
    const transcript = screen.getByRole('list', { name: 'Transcript' });
    const cues = within(transcript).getAllByRole('button');
    expect(cues.map((cue) => cue.textContent)).toEqual([
      '0:00 Host: CO₂ & water.',
      '0:04 Co-host: Where does it go?',
    ]);
    expect(cues[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(cues[0]!);
    expect(media.time()).toBe(0.5);
    expect(cues[0]).toHaveAttribute('aria-current', 'true');

    // Captions off is remembered; the transcript stays.
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    expect(screen.queryByTestId('caption-line')).not.toBeInTheDocument();
    expect(localStorage.getItem('socratica.podcast-captions')).toContain('false');
    localStorage.clear();
  });

  it('starts a finished episode from the beginning', async () => {
    renderPlayer(podcastEpisode({ user_progress: 100, user_completed: true }));
    await screen.findByRole('dialog', { name: 'How tides work' });
    expect(fakeMedia(200).time()).toBe(0);
  });

  it('reports start, then progress every 5 s with the seconds really played, and a 30 s skip is not listening', async () => {
    const { api } = renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(200);
    await waitFor(() => expect(listens(api.calls)).toHaveLength(1));
    expect(listens(api.calls)[0]).toMatchObject({
      action: 'start',
      completion_percentage: 0,
      played_seconds: 0,
    });

    media.playFor(4);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 30 seconds' }));
    media.playFor(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(listens(api.calls)).toHaveLength(2));
    expect(listens(api.calls)[1]).toMatchObject({
      action: 'progress',
      played_seconds: 5,
      completion_percentage: 17.5,
    });

    // Paused: nothing more is reported, however long it stays paused.
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(listens(api.calls).map((r) => r.action)).toEqual(['start', 'progress']);
  });

  it('sends the archive’s percentage as progress_percentage', async () => {
    const { api } = renderPlayer(podcastEpisode(), 'archive');
    await screen.findByRole('dialog', { name: 'How tides work' });
    fakeMedia(200);
    await waitFor(() => expect(listens(api.calls)).toHaveLength(1));
    expect(listens(api.calls)[0]).toMatchObject({ action: 'start', progress_percentage: 0 });
    expect(listens(api.calls)[0]).not.toHaveProperty('completion_percentage');
  });

  it('answers to the keys: K plays and pauses, L and J skip within the episode, ] and [ change the speed', async () => {
    renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(200);
    fireEvent.keyDown(window, { key: 'k' });
    expect(media.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'l' });
    expect(media.time()).toBe(30);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(media.time()).toBe(60);
    fireEvent.keyDown(window, { key: 'j' });
    expect(media.time()).toBe(45);
    for (let i = 0; i < 4; i++) fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(media.time()).toBe(0);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(window, { key: 'L' });
    expect(media.time()).toBe(200);
    fireEvent.keyDown(window, { key: ']' });
    expect(media.rate()).toBe(1.25);
    expect(screen.getByLabelText('Speed')).toHaveValue('1.25');
    fireEvent.keyDown(window, { key: '[' });
    fireEvent.keyDown(window, { key: '[' });
    expect(media.rate()).toBe(0.75);
    fireEvent.keyDown(window, { key: ' ' });
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('offers the speeds of spec 2 and none other', async () => {
    renderPlayer(podcastEpisode());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
  });

  it('is finished once 90% has really played, then offers the quiz, which opens the episode’s own quiz (issue 39)', async () => {
    const { api, onClose } = renderPlayer(podcastEpisode({ id: 12 }));
    await screen.findByRole('dialog', { name: 'How tides work' });
    // 20 s long: 18 s is 90%.
    const media = fakeMedia(20);
    media.playFor(17.75);
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).not.toBeInTheDocument();
    media.playFor(0.25);
    await waitFor(() => expect(listens(api.calls).filter((r) => r.action === 'complete')).toHaveLength(1));
    // Once: playing on to the end sends no second one.
    media.playFor(2);
    fireEvent.ended(media.audio);
    await waitFor(() => expect(listens(api.calls).at(-1)?.action).toBe('progress'));
    expect(listens(api.calls).filter((r) => r.action === 'complete')).toHaveLength(1);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/podcasts/12/quiz');
    expect(onClose).toHaveBeenCalled();
  });

  it('is not finished by a seek to the end, however it ends (issue 39)', async () => {
    const { api } = renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(100);
    media.playFor(3);
    media.audio.currentTime = 97;
    media.playFor(3);
    fireEvent.ended(media.audio);
    await waitFor(() =>
      expect(listens(api.calls).at(-1)).toMatchObject({ action: 'progress', played_seconds: 6 }),
    );
    expect(listens(api.calls).map((r) => r.action)).not.toContain('complete');
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).not.toBeInTheDocument();
  });

  it('is finished when the server says the sittings before this one make 90% (issue 39)', async () => {
    const api = mockApi({
      'POST podcasts/listen': () =>
        json({ success: true, total_listens: 1, user_progress: 60, user_completed: true }),
    });
    renderWithProviders(
      <PodcastPlayer episode={podcastEpisode({ user_progress: 50 })} source="feed" onClose={vi.fn()} />,
    );
    await screen.findByRole('dialog', { name: 'How tides work' });
    fakeMedia(100);
    expect(await screen.findByRole('button', { name: 'Take the quiz' })).toBeVisible();
    expect(listens(api.calls).map((r) => r.action)).not.toContain('complete');
  });

  it('lets the learner decline the quiz', async () => {
    renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(20);
    media.playFor(18);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).not.toBeInTheDocument();
  });

  it('says the spec’s words when the audio cannot load or cannot play', async () => {
    renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(100);
    fireEvent.error(media.audio);
    expect(await screen.findByText(LOAD_FAILED)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    media.audio.play = vi.fn(() => Promise.reject(new DOMException('No network', 'NotSupportedError')));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText(PLAY_FAILED)).toBeVisible();
  });

  it('hands lock screens and headsets its controls, and takes them back when closed', async () => {
    const setActionHandler = vi.fn();
    Object.defineProperty(navigator, 'mediaSession', {
      configurable: true,
      value: { setActionHandler, metadata: null },
    });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: MediaMetadataInit) {}
      },
    );
    const { view } = renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(200);
    const handlers = new Map(setActionHandler.mock.calls.map(([action, handler]) => [action, handler]));
    expect([...handlers.keys()]).toEqual(['play', 'pause', 'seekbackward', 'seekforward', 'seekto']);
    expect((navigator.mediaSession.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({
      title: 'How tides work',
      artist: 'Socratica',
      album: 'Tides',
    });
    act(() => {
      handlers.get('seekforward')!({ action: 'seekforward' });
    });
    expect(media.time()).toBe(30);
    act(() => {
      handlers.get('seekto')!({ action: 'seekto', seekTime: 120 });
    });
    expect(media.time()).toBe(120);
    setActionHandler.mockClear();
    view.unmount();
    expect(setActionHandler.mock.calls).toEqual(
      ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'].map((action) => [action, null]),
    );
    expect(navigator.mediaSession.metadata).toBeNull();
  });

  it('closing reports what was played since the last report', async () => {
    const { api, onClose } = renderPlayer(podcastEpisode());
    await screen.findByRole('dialog', { name: 'How tides work' });
    const media = fakeMedia(200);
    media.playFor(3);
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(listens(api.calls).map((r) => r.action)).toEqual(['start', 'progress']));
    expect(listens(api.calls)[1]).toMatchObject({ played_seconds: 3 });
    expect(onClose).toHaveBeenCalled();
  });
});
