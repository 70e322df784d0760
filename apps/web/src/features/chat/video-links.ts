import type { Video } from '@socratica/contracts';
import { YOUTUBE_VIDEO_ID } from './video-limits';

// Video data comes from the server, which had it from YouTube or an admin: the page builds every address from
// a checked id instead of using the URLs it was given.

/** The video's YouTube id when it is one, else null (such a video is described but not played). */
export function playableVideoId(video: Pick<Video, 'video_id'>): string | null {
  const id = video.video_id.trim();
  return YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player: no YouTube cookies until the learner plays the video. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The still from i.ytimg.com, the one image host the page's Content-Security-Policy allows. */
export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
}
