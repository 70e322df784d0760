import type {
  PodcastCatalog,
  PodcastEpisode,
  PodcastJob,
  PodcastJobList,
  PodcastStats,
  RssInfo,
} from '@socratica/contracts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { json, type RecordedCall } from './mock-api';

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function podcastEpisode(overrides: Partial<PodcastEpisode> = {}): PodcastEpisode {
  return {
    id: 1,
    title: 'How tides work',
    description: 'The moon, the sun and the sea.',
    topic: 'Tides',
    duration_seconds: 905,
    audio_url: '/socratica/api/podcasts/media/abc.mp3',
    transcript_url: '/socratica/api/podcasts/media/abc.vtt',
    chapters: [],
    is_featured: false,
    is_personal: false,
    avg_rating: 4.25,
    total_ratings: 4,
    total_listens: 12,
    user_rating: null,
    user_progress: null,
    user_completed: false,
    publish_date: '2026-11-21T14:47:00Z',
    created_at: '2026-11-21T14:40:00Z',
    schedule: null,
    ...overrides,
  };
}

export function podcastCatalog(episodes: PodcastEpisode[]): PodcastCatalog {
  return {
    success: true,
    episodes,
    pagination: {
      page: 1,
      limit: 50,
      total_episodes: episodes.length,
      total_pages: 1,
      has_prev: false,
      has_next: false,
    },
    topics: [...new Set(episodes.map((episode) => episode.topic))].sort(),
  };
}

export const podcastStats: PodcastStats = {
  total_episodes: 1234,
  featured_episodes: 7,
  avg_rating: 4.26,
  total_ratings: 88,
  total_listens: 5678,
};

export const rssInfo: RssInfo = {
  rss_feed_url: 'https://example.org/socratica/api/podcasts/rss/old-secret.xml',
  subscribe_page_url: 'https://example.org/socratica/podcast-subscribe',
  compatible_apps: ['Apple Podcasts', 'Pocket Casts'],
  listed_in_directories: false,
};

export function podcastJob(overrides: Partial<PodcastJob> = {}): PodcastJob {
  return {
    id: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
    title: 'Volcanoes',
    topic: 'Geology',
    duration_minutes: 15,
    voice: 'nova',
    state: 'active',
    stage: 'speaking',
    percent: 42,
    stage_text: 'Speaking turn 4 of 38',
    elapsed_seconds: 75,
    error: null,
    attempts: 1,
    episode_id: null,
    script_provider: 'offline',
    speech_provider: 'offline',
    requested_by: 'grace',
    created_at: '2026-11-21T14:40:00Z',
    ...overrides,
  };
}

export function podcastJobList(jobs: PodcastJob[]): PodcastJobList {
  const counted = (state: PodcastJob['state']) => jobs.filter((job) => job.state === state).length;
  return {
    jobs,
    counts: { active: counted('active'), waiting: counted('waiting'), failed: counted('failed') },
  };
}

/** Answers for every load of the podcasts tab; a test replaces the ones it is about. */
/** What a server with the offline coach answers: one writer behind both choices. */
const OFFLINE_MODEL_LABELS = {
  success: true,
  model_labels: {
    standard: 'Offline script writer (no AI model)',
    premium: 'Offline script writer (no AI model)',
  },
};

export function podcastsTabApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET podcasts/stats': () => json(podcastStats),
    'GET podcasts/catalog': () => json(podcastCatalog([podcastEpisode()])),
    'GET podcasts/rss/info': () => json(rssInfo),
    'GET podcasts/jobs': () => json(podcastJobList([])),
    'GET podcasts/model-labels': () => json(OFFLINE_MODEL_LABELS),
    ...overrides,
  };
}

/** An answer the test releases when it wants, to see what shows meanwhile. */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (response: Response) => release(response) };
}

/** Moves the fake clock on and lets React and pending promises catch up. */
export async function advanceClock(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * With the fake clock, waits for what `find` looks for by moving the clock in small steps (Testing Library's
 * findBy polls on the clock the test holds still). The limit is in fake milliseconds, so a slow machine does
 * not change the outcome.
 */
export async function untilFound<T>(find: () => T, limitMs = 10_000, stepMs = 50): Promise<T> {
  for (let waited = 0; waited < limitMs; waited += stepMs) {
    try {
      return find();
    } catch {
      await advanceClock(stepMs);
    }
  }
  return find();
}
