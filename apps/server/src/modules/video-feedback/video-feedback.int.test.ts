import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditLog,
  BlacklistEntry,
  ReviewAction,
  UpvotedVideo,
  VideoReport,
  VideoReportStatus,
} from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Learners' upvotes and reports, and the admin's review of them, through the API on a fresh database.
type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let ada: { id: number; headers: Headers };
let ben: { id: number; headers: Headers };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  ada = await t.createUser('ada');
  ben = await t.createUser('ben');
});
afterAll(() => t.close());

let videoCounter = 0;
/** A fresh, valid YouTube id for each test, so that tests do not see each other's rows. */
const newVideoId = () => `vid${String(++videoCounter).padStart(8, '0')}`;
const videoFacts = (videoId: string, channelId = 'UCchannel-a') => ({
  video_id: videoId,
  video_url: `https://www.youtube.com/watch?v=${videoId}`,
  video_title: `Video ${videoId}`,
  channel_name: `Channel ${channelId}`,
  channel_id: channelId,
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.inject({ method, url: `/socratica/api${url}`, headers, ...(payload ? { payload } : {}) });
const upvote = (headers: Headers, payload: object) => api('POST', '/video-feedback/upvote', headers, payload);
const report = (headers: Headers, payload: object) => api('POST', '/video-feedback/report', headers, payload);
const review = (id: number, action: ReviewAction | (string & {})) =>
  api('PUT', `/video-feedback/admin/reports/${id}/review?action=${action}`, admin);

const upvotedVideos = async () => {
  const response = await api('GET', '/video-feedback/admin/upvoted-videos', admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ videos: UpvotedVideo[] }>().videos;
};
const reportsList = async (status?: VideoReportStatus) => {
  const response = await api(
    'GET',
    `/video-feedback/admin/reports${status ? `?status=${status}` : ''}`,
    admin,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ reports: VideoReport[] }>().reports;
};
const blacklist = async () => {
  const response = await api('GET', '/video-feedback/admin/blacklist', admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ blacklist: BlacklistEntry[] }>().blacklist;
};
/** Reports a video as ada and returns the new report's id. */
const reported = async (facts: object, comment = 'Not about the topic', headers = ada.headers) => {
  expect((await report(headers, { ...facts, comment })).statusCode).toBe(200);
  const mine = (await reportsList()).find((r) => r.comment === comment);
  if (!mine) throw new Error(`report "${comment}" is not in the pending list`);
  return mine.id;
};
const auditEntries = async (actionType: string) => {
  const response = await api('GET', '/admin/audit-logs?limit=500', admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ logs: AuditLog[] }>().logs.filter((log) => log.action_type === actionType);
};

describe('POST video-feedback/upvote', () => {
  it('counts each learner once, however often they upvote, and the admin list shows the video', async () => {
    const id = newVideoId();
    const first = await upvote(ada.headers, { ...videoFacts(id), topic: 'Photosynthesis' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: expect.stringMatching(/Thanks for the upvote/) });

    const again = await upvote(ada.headers, { ...videoFacts(id), video_title: '', topic: 'Photosynthesis' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already upvoted/);
    expect(await upvoteCount(id)).toBe(1);

    expect((await upvote(ben.headers, videoFacts(id))).statusCode).toBe(200);
    const row = (await upvotedVideos()).find((v) => v.video_id === id);
    expect(row).toEqual({
      video_id: id,
      video_title: `Video ${id}`, // the blank title of the repeat did not wipe it
      channel_name: 'Channel UCchannel-a',
      upvote_count: 2,
      last_upvoted: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const counts = await t.services.videoFeedback.upvoteCounts([id, id, 'zzzzzzzzzzz']);
    expect([...counts]).toEqual([[id, 2]]);
    expect((await t.services.videoFeedback.upvoteCounts([])).size).toBe(0);
  });

  it('lists the most upvoted videos first, with the latest title a learner gave', async () => {
    const popular = newVideoId();
    const quiet = newVideoId();
    await upvote(ada.headers, videoFacts(quiet));
    await upvote(ada.headers, videoFacts(popular));
    await upvote(ben.headers, { ...videoFacts(popular), video_title: 'Renamed video' });
    const ids = (await upvotedVideos()).map((v) => v.video_id);
    expect(ids.indexOf(popular)).toBeLessThan(ids.indexOf(quiet));
    expect((await upvotedVideos()).find((v) => v.video_id === popular)?.video_title).toBe('Renamed video');
  });

  it.each([
    ['no video id', { video_id: undefined }, /Could not extract video ID from video data/],
    [
      'a video id that is not one',
      { video_id: 'not a video id' },
      /Could not extract video ID from video data/,
    ],
    ['no URL', { video_url: undefined }, /Video URL is missing/],
    ['a blank URL', { video_url: '  ' }, /Video URL is missing/],
    [
      'a URL that is not a YouTube video',
      { video_url: 'https://example.com/watch?v=aaaaaaaaaaa' },
      /YouTube video/,
    ],
    [
      "another video's URL",
      { video_url: 'https://youtu.be/bbbbbbbbbbb' },
      /points to video bbbbbbbbbbb, but video_id is aaaaaaaaaaa/,
    ],
  ])('refuses %s with 422 and stores nothing', async (_, change, detail) => {
    const response = await upvote(ada.headers, { ...videoFacts('aaaaaaaaaaa'), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect((await upvotedVideos()).some((v) => v.video_id === 'aaaaaaaaaaa')).toBe(false);
  });

  it('accepts the short, embed and shorts addresses of the same video', async () => {
    const id = newVideoId();
    for (const url of [
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://youtube.com/shorts/${id}`,
    ]) {
      expect((await upvote(ada.headers, { ...videoFacts(id), video_url: url })).statusCode).toBe(200);
    }
    expect(await upvoteCount(id)).toBe(1);
  });

  it('needs a signed-in learner', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/video-feedback/upvote',
      payload: videoFacts(newVideoId()),
    });
    expect(response.statusCode).toBe(401);
  });
});

async function upvoteCount(videoId: string): Promise<number | undefined> {
  return (await upvotedVideos()).find((v) => v.video_id === videoId)?.upvote_count;
}

describe('POST video-feedback/report', () => {
  it('stores a pending report that the admin sees, newest first, with the reporter and reason', async () => {
    const id = newVideoId();
    const response = await report(ada.headers, { ...videoFacts(id), comment: '  Shows <b>ads</b> only  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/review your report/) });
    await report(ben.headers, { ...videoFacts(id), comment: 'Wrong subject' });

    const [newest, previous] = (await reportsList()).filter((r) => r.video_id === id);
    expect(newest).toMatchObject({ username: 'ben', comment: 'Wrong subject', status: 'pending' });
    expect(previous).toEqual({
      id: expect.any(Number),
      username: 'ada',
      created_at: expect.stringMatching(/Z$/),
      video_id: id,
      video_title: `Video ${id}`,
      channel_title: 'Channel UCchannel-a',
      channel_id: 'UCchannel-a',
      status: 'pending',
      video_url: `https://www.youtube.com/watch?v=${id}`,
      // Stored as the plain text the learner typed, trimmed; the reason mirrors the comment.
      reason: 'Shows <b>ads</b> only',
      comment: 'Shows <b>ads</b> only',
    });
  });

  it.each([
    ['a blank comment', { comment: '   ' }, /A reason for the report must not be blank/],
    ['no comment', { comment: undefined }, /A reason for the report is required/],
    ['a comment over 1000 characters', { comment: 'x'.repeat(1001) }, /at most 1000 characters/],
    ['no video id', { video_id: undefined, comment: 'Bad' }, /Could not extract video ID from video data/],
    ['no URL', { video_url: undefined, comment: 'Bad' }, /Video URL is missing/],
    [
      'a URL for another video',
      { video_url: 'https://youtu.be/ccccccccccc', comment: 'Bad' },
      /points to video ccccccccccc/,
    ],
  ])('refuses %s with 422 and stores nothing', async (_, change, detail) => {
    const before = (await reportsList()).length;
    const response = await report(ada.headers, { ...videoFacts('aaaaaaaaaaa'), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect((await reportsList()).length).toBe(before);
  });
});

describe('GET video-feedback/admin/reports', () => {
  it('refuses a status that does not exist, saying which ones do', async () => {
    const response = await api('GET', '/video-feedback/admin/reports?status=closed', admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(
      /status must be pending, dismissed, video_blacklisted or channel_blacklisted/,
    );
  });
});

describe('PUT video-feedback/admin/reports/:id/review', () => {
  it('dismisses a report and the other pending reports of the same video, and only those', async () => {
    const id = newVideoId();
    const other = newVideoId();
    const first = await reported(videoFacts(id), 'dismiss me 1');
    const second = await reported(videoFacts(id), 'dismiss me 2', ben.headers);
    const unrelated = await reported(videoFacts(other), 'keep me pending');

    const response = await review(first, 'dismiss');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Dismissed the report on "Video ${id}". 1 other pending report settled too.`,
    });
    const pending = (await reportsList()).map((r) => r.id);
    expect(pending).toContain(unrelated);
    expect(pending).not.toContain(first);
    expect(pending).not.toContain(second);
    const dismissed = await reportsList('dismissed');
    expect(dismissed.filter((r) => [first, second].includes(r.id)).map((r) => r.status)).toEqual([
      'dismissed',
      'dismissed',
    ]);
    expect((await t.services.videoFeedback.exclusions()).videoIds.has(id)).toBe(false);
    expect(await blacklist()).not.toContainEqual(expect.objectContaining({ video_id: id }));
  });

  it('blacklists the video: the search excludes it at once, and again once the entry is removed it does not', async () => {
    const id = newVideoId();
    await t.services.videoFeedback.exclusions(); // warm the cache, so that the change must invalidate it
    const reportId = await reported(videoFacts(id), 'blacklist this video');
    const sameVideo = await reported(videoFacts(id), 'blacklist this video too', ben.headers);

    const response = await review(reportId, 'blacklist_video');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `Blacklisted the video "Video ${id}". 1 other pending report settled too.`,
    );
    expect((await t.services.videoFeedback.exclusions()).videoIds.has(id)).toBe(true);
    const settled = (await reportsList('video_blacklisted')).filter((r) =>
      [reportId, sameVideo].includes(r.id),
    );
    expect(settled).toHaveLength(2);

    const entry = (await blacklist()).find((e) => e.video_id === id);
    expect(entry).toEqual({
      id: expect.any(Number),
      video_id: id,
      blacklist_type: 'video',
      channel_id: null,
      title: `Video ${id}`,
      blacklisted_by: 'admin',
      created_at: expect.stringMatching(/Z$/),
    });

    const removed = await api('DELETE', `/video-feedback/admin/blacklist/${entry!.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(`The video "Video ${id}" is no longer blacklisted`);
    expect((await t.services.videoFeedback.exclusions()).videoIds.has(id)).toBe(false);
    expect((await blacklist()).some((e) => e.id === entry!.id)).toBe(false);

    const again = await api('DELETE', `/video-feedback/admin/blacklist/${entry!.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(`There is no blacklist entry with id ${entry!.id}.`);
  });

  it('keeps the one entry when a video already blacklisted is reported and blacklisted again', async () => {
    const id = newVideoId();
    expect((await review(await reported(videoFacts(id), 'first time'), 'blacklist_video')).statusCode).toBe(
      200,
    );
    const later = await reported(videoFacts(id), 'reported again after');
    const response = await review(later, 'blacklist_video');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `The video "Video ${id}" was already blacklisted; the report is resolved.`,
    );
    expect((await blacklist()).filter((e) => e.video_id === id)).toHaveLength(1);
    expect((await reportsList('video_blacklisted')).some((r) => r.id === later)).toBe(true);
  });

  it("blacklists the channel and settles the pending reports of the channel's other videos", async () => {
    const channel = `UCchan-${newVideoId()}`;
    const one = await reported(videoFacts(newVideoId(), channel), 'channel report 1');
    const otherVideo = await reported(videoFacts(newVideoId(), channel), 'channel report 2', ben.headers);
    const otherChannel = await reported(videoFacts(newVideoId(), 'UCsomeone-else'), 'other channel report');

    const response = await review(one, 'blacklist_channel');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `Blacklisted the channel "Channel ${channel}". 1 other pending report settled too.`,
    );
    const exclusions = await t.services.videoFeedback.exclusions();
    expect(exclusions.channelIds.has(channel)).toBe(true);
    expect(exclusions.channelIds.has('UCsomeone-else')).toBe(false);
    const settled = (await reportsList('channel_blacklisted')).map((r) => r.id);
    expect(settled).toEqual(expect.arrayContaining([one, otherVideo]));
    expect((await reportsList()).map((r) => r.id)).toContain(otherChannel);
    expect(await blacklist()).toContainEqual(
      expect.objectContaining({
        blacklist_type: 'channel',
        channel_id: channel,
        video_id: null,
        title: `Channel ${channel}`,
      }),
    );
  });

  it('refuses to blacklist the channel of a report without a channel id, and leaves it pending', async () => {
    const reportId = await reported({ ...videoFacts(newVideoId()), channel_id: '' }, 'no channel id here');
    const response = await review(reportId, 'blacklist_channel');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('This report has no channel id; blacklist the video instead.');
    expect((await reportsList()).some((r) => r.id === reportId)).toBe(true);
  });

  it('answers 409 for a report already reviewed, 404 for an unknown one, 422 for an unknown action', async () => {
    const reportId = await reported(videoFacts(newVideoId()), 'review me twice');
    expect((await review(reportId, 'dismiss')).statusCode).toBe(200);
    const twice = await review(reportId, 'blacklist_video');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      `Report ${reportId} was already reviewed: it is dismissed. Reload the list of reports.`,
    );

    const unknown = await review(999_999, 'dismiss');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('There is no video report with id 999999.');

    const pendingId = await reported(videoFacts(newVideoId()), 'bad action');
    const badAction = await review(pendingId, 'delete');
    expect(badAction.statusCode).toBe(422);
    expect(badAction.json().detail).toMatch(/action must be dismiss, blacklist_video or blacklist_channel/);
    const noAction = await api('PUT', `/video-feedback/admin/reports/${pendingId}/review`, admin);
    expect(noAction.statusCode).toBe(422);
    const badId = await api('PUT', '/video-feedback/admin/reports/abc/review?action=dismiss', admin);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail).toBe(
      'id: The id must be a whole number from 1 to 2147483647, written in plain digits.',
    );
  });

  it('settles a report once when two reviews race', async () => {
    const reportId = await reported(videoFacts(newVideoId()), 'raced review');
    const answers = await Promise.all([review(reportId, 'dismiss'), review(reportId, 'blacklist_video')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('DELETE video-feedback/admin/upvoted-videos/:video_id', () => {
  it("removes every learner's upvote of the video, and 404 once there are none", async () => {
    const id = newVideoId();
    await upvote(ada.headers, videoFacts(id));
    await upvote(ben.headers, videoFacts(id));
    const response = await api('DELETE', `/video-feedback/admin/upvoted-videos/${id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Removed the 2 upvotes of "Video ${id}".`);
    expect(await upvoteCount(id)).toBeUndefined();
    expect((await t.services.videoFeedback.upvoteCounts([id])).has(id)).toBe(false);

    const again = await api('DELETE', `/video-feedback/admin/upvoted-videos/${id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(`No learner has upvoted the video ${id}.`);
    const badId = await api('DELETE', '/video-feedback/admin/upvoted-videos/short', admin);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail).toMatch(/Could not extract video ID/);
  });
});

describe('the audit log', () => {
  it('records every moderation action, with who did it and what changed', async () => {
    const id = newVideoId();
    const reportId = await reported(videoFacts(id), 'audit this');
    await review(reportId, 'blacklist_video');
    const entry = (await blacklist()).find((e) => e.video_id === id)!;
    await api('DELETE', `/video-feedback/admin/blacklist/${entry.id}`, admin);
    await upvote(ada.headers, videoFacts(id));
    await api('DELETE', `/video-feedback/admin/upvoted-videos/${id}`, admin);

    const [reviewed] = (await auditEntries('video_report_reviewed')).filter(
      (log) => log.action_details.report_id === reportId,
    );
    expect(reviewed).toMatchObject({
      username: 'admin',
      user_role: 'admin',
      action_details: {
        action: `Resolved the report #${reportId} on "Video ${id}" by blacklisting the video "Video ${id}"`,
        review_action: 'blacklist_video',
        video_id: id,
        settled_report_ids: [reportId],
        blacklist_entry_id: entry.id,
        blacklist_entry_created: true,
      },
    });
    expect(reviewed!.ip_address).toBeTruthy();
    const [removed] = (await auditEntries('blacklist_entry_removed')).filter(
      (log) => log.action_details.blacklist_entry_id === entry.id,
    );
    expect(removed).toMatchObject({
      username: 'admin',
      action_details: { action: `Removed the video "Video ${id}" from the blacklist`, video_id: id },
    });
    const [deleted] = (await auditEntries('upvoted_video_deleted')).filter(
      (log) => log.action_details.video_id === id,
    );
    expect(deleted).toMatchObject({
      username: 'admin',
      action_details: { action: `Removed the 1 upvote of "Video ${id}"`, upvotes_removed: 1 },
    });
  });
});

describe('admin routes', () => {
  it.each([
    ['GET', '/video-feedback/admin/reports'],
    ['PUT', '/video-feedback/admin/reports/1/review?action=dismiss'],
    ['GET', '/video-feedback/admin/blacklist'],
    ['DELETE', '/video-feedback/admin/blacklist/1'],
    ['GET', '/video-feedback/admin/upvoted-videos'],
    ['DELETE', '/video-feedback/admin/upvoted-videos/aaaaaaaaaaa'],
  ] as const)('refuse a learner: %s %s answers 403', async (method, url) => {
    const response = await api(method, url, ada.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This action needs an administrator account.' });
  });
});
