import type { PodcastEpisode } from '@socratica/contracts';
import { useEffect, useEffectEvent } from 'react';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../playback-speeds';

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  seekBy: (seconds: number) => void;
  seekTo: (seconds: number) => void;
}

const ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'];

/** Lock screens, headsets and the system's media keys control the episode (Media Session API). */
export function useMediaSession(episode: PodcastEpisode, controls: MediaSessionControls) {
  const control = useEffectEvent(
    <K extends keyof MediaSessionControls>(name: K, ...args: Parameters<MediaSessionControls[K]>) =>
      (controls[name] as (...a: Parameters<MediaSessionControls[K]>) => void)(...args),
  );

  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
    if (!session) return;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: episode.title,
        artist: 'Socratica',
        album: episode.topic,
        artwork: [{ src: '/socratica/api/podcasts/cover.png', sizes: '1400x1400', type: 'image/png' }],
      });
    }
    const handlers: Record<string, MediaSessionActionHandler> = {
      play: () => control('play'),
      pause: () => control('pause'),
      seekbackward: (details) => control('seekBy', -(details.seekOffset ?? SKIP_BACK_SECONDS)),
      seekforward: (details) => control('seekBy', details.seekOffset ?? SKIP_FORWARD_SECONDS),
      seekto: (details) => {
        if (details.seekTime !== undefined) control('seekTo', details.seekTime);
      },
    };
    for (const action of ACTIONS) trySetHandler(session, action, handlers[action] ?? null);
    return () => {
      for (const action of ACTIONS) trySetHandler(session, action, null);
      session.metadata = null;
    };
  }, [episode.title, episode.topic]);
}

/** A browser that does not know an action throws: that action is simply not offered. */
function trySetHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Unsupported action.
  }
}
