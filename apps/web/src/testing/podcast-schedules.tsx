import type { PodcastSchedule, PodcastScheduleList, ScheduleModelLabels } from '@socratica/contracts';
import { vi } from 'vitest';
import { ScheduleTab } from '../features/podcast-schedules/components/ScheduleTab';
import { json, mockApi, type RecordedCall } from './mock-api';
import { renderWithProviders } from './render-with-providers';

/** The tests' clock: Friday 2026-05-01, 9:00 AM Eastern (daylight time). */
const SCHEDULE_TEST_NOW = '2026-05-01T13:00:00Z';
/** Three days after it, at 9:00 AM Eastern. */
export const IN_THREE_DAYS = '2026-05-04T13:00:00Z';
/** A day before it, at 9:00 AM Eastern. */
export const A_DAY_AGO = '2026-04-30T13:00:00Z';

/** Names unlike the spec's defaults, to show the card takes them from the server. */
const modelLabels: ScheduleModelLabels = {
  standard: 'llama3.1 (Standard)',
  premium: 'qwen3-235b (Premium)',
};

export function podcastSchedule(overrides: Partial<PodcastSchedule> = {}): PodcastSchedule {
  return {
    id: 7,
    title: 'Weekly tides',
    topic: 'Oceans',
    description: 'Why the sea rises twice a day.',
    frequency: 'weekly',
    generation_time: '09:00',
    duration_minutes: 15,
    voice: 'nova',
    use_o3_model: false,
    is_active: true,
    paused_reason: null,
    next_generation_time: IN_THREE_DAYS,
    next_generation_date: '2026-05-04',
    total_episodes_generated: 4,
    last_generated_at: '2026-04-27T13:02:00Z',
    is_personal: true,
    owner: { id: 2, username: 'ada' },
    generating: false,
    last_run: null,
    ...overrides,
  };
}

export function scheduleList(schedules: PodcastSchedule[]): PodcastScheduleList {
  return { success: true, schedules, model_labels: modelLabels, daily_limit: 3 };
}

export const SCHEDULES_PATH = 'podcasts/schedules';

type Handler = Parameters<typeof mockApi>[0][string];

/**
 * The API as the Schedule tab sees it: the list answers with `schedules` (a function, for a list that changes
 * during the test), and `handlers` answer the rest.
 */
export function mockScheduleApi(
  schedules: PodcastSchedule[] | (() => PodcastSchedule[]),
  handlers: Record<string, Handler> = {},
) {
  const current = typeof schedules === 'function' ? schedules : () => schedules;
  const api = mockApi({ [`GET ${SCHEDULES_PATH}`]: () => json(scheduleList(current())), ...handlers });
  return {
    calls: api.calls,
    /** How many times the list has been read. */
    listLoads: () => api.calls.filter((call) => call.method === 'GET' && call.path === SCHEDULES_PATH).length,
    /** The changes asked for, as 'METHOD path'. */
    changes: () => api.calls.filter((call) => call.method !== 'GET').map(describeCall),
  };
}

const describeCall = (call: RecordedCall) => `${call.method} ${call.path}`;

/**
 * Holds the clock at SCHEDULE_TEST_NOW for the cards' "in 3 days" and "Overdue". Only `Date` is fake: timers,
 * and so Mantine's transitions and Testing Library's waits, run as usual.
 */
export function holdScheduleClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(SCHEDULE_TEST_NOW));
}

/** The Schedule tab alone, with a stand-in for the page's "Create Single Podcast". */
export function renderScheduleTab({ isAdmin = false }: { isAdmin?: boolean } = {}) {
  return renderWithProviders(
    <ScheduleTab isAdmin={isAdmin} singlePodcast={<button type="button">Create Single Podcast</button>} />,
  );
}
