import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ScriptedServer, type Scripted } from './scripted-server.js';

/**
 * A real YouTube Data API v3 server on 127.0.0.1 for tests (DESIGN §4): `GET /youtube/v3/search`,
 * `/videos` and `/channels`, answering in YouTube's shapes, with YouTube's error bodies.
 *
 * By default it is a well-behaved YouTube whose results follow from the query: six videos per search,
 * in this order, from the templates below (two from educational channels, one lecture, one short
 * and one long vlog with few views that a quality threshold of 4 drops). Each request takes the next
 * scripted step, or the default when the script is empty; every request is recorded.
 *
 *   const youtube = await startFakeYoutubeServer();
 *   youtube.script(youtubeReply.quotaExceeded());
 *   ... use youtube.url as SOCRATICA_YOUTUBE_BASE_URL, and FAKE_YOUTUBE_KEY as the key ...
 *   expect(youtube.requests[0]?.endpoint).toBe('search');
 *   await youtube.close();
 */

export const FAKE_YOUTUBE_KEY = 'test-key';

interface RecordedYoutubeRequest {
  method: string;
  /** search, videos, channels, or whatever else was asked for. */
  endpoint: string;
  /** The query parameters, the key among them. */
  params: Record<string, string>;
  /** Set when the client closed the connection before the answer (a timeout, an abort). */
  disconnected: boolean;
}

export type YoutubeFakeReply =
  { kind: 'json'; status: number; body: unknown } | { kind: 'default' } | { kind: 'hang' };

type YoutubeResponder = (request: RecordedYoutubeRequest) => YoutubeFakeReply | Promise<YoutubeFakeReply>;

export interface FakeYoutubeServer extends Scripted<RecordedYoutubeRequest, YoutubeFakeReply> {
  /** The base URL to configure, ending in /youtube/v3 like the real one. */
  url: string;
  /** The ids the default search answers for a query, in YouTube's order. */
  videoIdsFor(query: string): string[];
}

/** YouTube's error body: { error: { code, message, errors: [{ message, domain, reason }] } }. */
function youtubeError(status: number, reason: string, message: string, domain = 'global') {
  return { error: { code: status, message, errors: [{ message, domain, reason }] } };
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

export const youtubeReply = {
  json: (body: unknown, status = 200): YoutubeFakeReply => ({ kind: 'json', status, body }),
  /** The well-behaved answer, for scripting it between misbehaving ones. */
  ok: (): YoutubeFakeReply => ({ kind: 'default' }),
  /** What YouTube says when the project's daily quota is gone. */
  quotaExceeded: (): YoutubeFakeReply =>
    youtubeReply.json(youtubeError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota'), 403),
  serverError: (): YoutubeFakeReply =>
    youtubeReply.json(youtubeError(500, 'backendError', 'Backend Error'), 500),
  badKey: (): YoutubeFakeReply =>
    youtubeReply.json(
      youtubeError(400, 'badRequest', 'API key not valid. Please pass a valid API key.'),
      400,
    ),
  /** Never answers, until the client gives up or the server closes. */
  hang: (): YoutubeFakeReply => ({ kind: 'hang' }),
};

/** Channels the fake's videos come from; the first three are in the built-in educational list. */
export const FAKE_CHANNELS = {
  khan: { id: 'UC4a-Gbdw7vOaccHmFo40b9g', title: 'Khan Academy', subscribers: 8_900_000 },
  crashCourse: { id: 'UCX6b17PVsYBQ0ip5gyeme-Q', title: 'CrashCourse', subscribers: 16_000_000 },
  mit: { id: 'UCEBb1b_L6zDS3xTUrIALZOw', title: 'MIT OpenCourseWare', subscribers: 5_800_000 },
  clips: { id: 'UCfakeQuickClips000000000', title: 'Quick Clips', subscribers: 1_200 },
  vlogs: { id: 'UCfakeRandomVlogs00000000', title: 'Random Vlogs', subscribers: 300 },
  science: { id: 'UCfakeScienceCorner000000', title: 'Science Corner', subscribers: 90_000 },
} as const;

interface VideoTemplate {
  title: (topic: string) => string;
  description: (topic: string) => string;
  channel: keyof typeof FAKE_CHANNELS;
  duration: string;
  views: number;
}

/** The six videos of every search, in YouTube's order. Titles come HTML-escaped, as YouTube's do. */
const VIDEO_TEMPLATES: VideoTemplate[] = [
  {
    title: (t) => `${t} explained`,
    description: (t) => `A clear walk through ${t}, step by step.`,
    channel: 'khan',
    duration: 'PT8M21S',
    views: 1_200_000,
  },
  {
    title: (t) => `${t} in 60 seconds #shorts`,
    description: (t) => `${t}, fast.`,
    channel: 'clips',
    duration: 'PT45S',
    views: 9_000,
  },
  {
    title: (t) => `Introduction to ${t} | Crash Course`,
    description: (t) => `Today we&#39;re learning about ${t}.`,
    channel: 'crashCourse',
    duration: 'PT12M5S',
    views: 3_400_000,
  },
  {
    title: (t) => `My thoughts on ${t}`,
    description: () => 'Just rambling for a while.',
    channel: 'vlogs',
    duration: 'PT1H42M',
    views: 300,
  },
  {
    title: (t) => `${t}: a lecture`,
    description: (t) => `Lecture notes on ${t} &amp; its history.`,
    channel: 'mit',
    duration: 'PT48M10S',
    views: 250_000,
  },
  {
    title: (t) => `How ${t} works &amp; why it matters`,
    description: (t) => `What&#39;s behind ${t}?`,
    channel: 'science',
    duration: 'PT6M',
    views: 50_000,
  },
];

interface FakeVideo {
  id: string;
  template: VideoTemplate;
  topic: string;
  publishedAt: string;
}

/** An 11-character id, the same for the same query and position. */
function videoIdFor(query: string, index: number): string {
  return createHash('sha256').update(`${query.toLowerCase()}#${index}`).digest('base64url').slice(0, 11);
}

const titleCase = (query: string) => query.trim().replace(/\b\w/g, (c) => c.toUpperCase());

export async function startFakeYoutubeServer({
  apiKey = FAKE_YOUTUBE_KEY,
}: { apiKey?: string } = {}): Promise<FakeYoutubeServer> {
  /** Every video a search has answered, so that /videos can describe it. */
  const known = new Map<string, FakeVideo>();
  const wellBehaved: YoutubeResponder = () => ({ kind: 'default' });

  const searchFor = (query: string, max: number) =>
    VIDEO_TEMPLATES.slice(0, Math.max(0, max)).map((template, index) => {
      const video: FakeVideo = {
        id: videoIdFor(query, index),
        template,
        topic: titleCase(query),
        publishedAt: new Date(Date.UTC(2020, index, 1 + index, 15)).toISOString().replace('.000', ''),
      };
      known.set(video.id, video);
      return video;
    });

  function defaultAnswer(request: RecordedYoutubeRequest): { status: number; body: unknown } {
    if (request.params.key !== apiKey)
      return { status: 400, body: (youtubeReply.badKey() as { body: unknown }).body };
    switch (request.endpoint) {
      case 'search':
        return {
          status: 200,
          body: searchList(searchFor(request.params.q ?? '', Number(request.params.maxResults ?? 5))),
        };
      case 'videos':
        if (request.params.chart === 'mostPopular') {
          return { status: 200, body: videoList(searchFor('most popular', 1), request.params.part ?? '') };
        }
        return {
          status: 200,
          body: videoList(
            (request.params.id ?? '')
              .split(',')
              .map((id) => known.get(id))
              .filter((video): video is FakeVideo => video !== undefined),
            request.params.part ?? '',
          ),
        };
      case 'channels':
        return { status: 200, body: channelList((request.params.id ?? '').split(',').filter(Boolean)) };
      default:
        return {
          status: 404,
          body: youtubeError(404, 'notFound', `No such endpoint: ${request.endpoint}.`),
        };
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, youtubeError(500, 'backendError', String(error)));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedYoutubeRequest = {
      method: req.method ?? 'GET',
      endpoint: url.pathname.replace(/^\/youtube\/v3\//, ''),
      params: Object.fromEntries(url.searchParams),
      disconnected: false,
    };
    const answer = await scripted.answer(recorded, res);
    if (answer.kind === 'hang' || scripted.closing) return;
    if (answer.kind === 'json') {
      sendJson(res, answer.status, answer.body);
      return;
    }
    const { status, body } = defaultAnswer(recorded);
    sendJson(res, status, body);
  }

  const scripted = new ScriptedServer<RecordedYoutubeRequest, YoutubeFakeReply>(server, wellBehaved);
  const port = await scripted.listen();
  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    ...scripted.scripting(),
    videoIdsFor: (query) => VIDEO_TEMPLATES.map((_, index) => videoIdFor(query, index)),
  };
}

const thumbnails = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
});

function searchList(videos: FakeVideo[]) {
  return {
    kind: 'youtube#searchListResponse',
    etag: 'fake-etag',
    regionCode: 'US',
    pageInfo: { totalResults: 1_000_000, resultsPerPage: videos.length },
    items: videos.map((video) => {
      const channel = FAKE_CHANNELS[video.template.channel];
      return {
        kind: 'youtube#searchResult',
        etag: `etag-${video.id}`,
        id: { kind: 'youtube#video', videoId: video.id },
        snippet: {
          publishedAt: video.publishedAt,
          channelId: channel.id,
          title: video.template.title(video.topic),
          description: video.template.description(video.topic),
          thumbnails: thumbnails(video.id),
          channelTitle: channel.title,
          liveBroadcastContent: 'none',
          publishTime: video.publishedAt,
        },
      };
    }),
  };
}

function videoList(videos: FakeVideo[], part: string) {
  const parts = new Set(part.split(','));
  return {
    kind: 'youtube#videoListResponse',
    etag: 'fake-etag',
    pageInfo: { totalResults: videos.length, resultsPerPage: videos.length },
    items: videos.map((video) => ({
      kind: 'youtube#video',
      etag: `etag-${video.id}`,
      id: video.id,
      ...(parts.has('snippet')
        ? {
            snippet: {
              title: video.template.title(video.topic),
              channelId: FAKE_CHANNELS[video.template.channel].id,
            },
          }
        : {}),
      ...(parts.has('contentDetails')
        ? {
            contentDetails: {
              duration: video.template.duration,
              dimension: '2d',
              definition: 'hd',
              caption: 'true',
            },
          }
        : {}),
      ...(parts.has('statistics')
        ? {
            statistics: {
              viewCount: String(video.template.views),
              likeCount: String(Math.round(video.template.views / 40)),
              favoriteCount: '0',
              commentCount: String(Math.round(video.template.views / 900)),
            },
          }
        : {}),
    })),
  };
}

function channelList(ids: string[]) {
  const byId = new Map<string, { id: string; title: string; subscribers: number }>(
    Object.values(FAKE_CHANNELS).map((channel) => [channel.id, channel]),
  );
  return {
    kind: 'youtube#channelListResponse',
    etag: 'fake-etag',
    pageInfo: { totalResults: ids.length, resultsPerPage: ids.length },
    items: ids.map((id, index) => {
      const channel = byId.get(id) ?? {
        id,
        title: `Channel ${id.slice(2, 8)}`,
        subscribers: 100_000 * (index + 1),
      };
      return {
        kind: 'youtube#channel',
        etag: `etag-${id}`,
        id,
        snippet: {
          title: channel.title,
          description: `The ${channel.title} channel.`,
          thumbnails: {
            default: { url: `https://yt3.ggpht.com/${id}=s88`, width: 88, height: 88 },
            high: { url: `https://yt3.ggpht.com/${id}=s800`, width: 800, height: 800 },
          },
        },
        statistics: {
          viewCount: '1000000',
          subscriberCount: String(channel.subscribers),
          hiddenSubscriberCount: false,
          videoCount: '500',
        },
      };
    }),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
