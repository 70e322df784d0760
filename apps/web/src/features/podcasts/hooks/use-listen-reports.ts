import type { ListenRequest, PodcastEpisode } from '@socratica/contracts';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { reportListen } from '../api/report-listen';
import { FINISHED_PERCENT } from '../episode-text';

/** Spec 2 §9: progress is reported every 5 s while playing. */
const PROGRESS_EVERY_MS = 5_000;
/** A timeupdate further than this from the last one is a seek, not listening. */
const LONGEST_STEP_SECONDS = 3;

type ListenAction = ListenRequest['action'];

/**
 * What the server counts (issue 13): `start` on the first play, `progress` every 5 s while playing (and on
 * pause and close) with the seconds really played since the last report, and `complete` once at 95% or the end.
 * A report that fails is dropped: the listener's playback never depends on it.
 */
export function useListenReports(
  audio: RefObject<HTMLAudioElement | null>,
  episode: PodcastEpisode,
  source: 'feed' | 'archive',
) {
  const played = useRef(0);
  const lastTime = useRef<number | null>(null);
  const started = useRef(false);
  const completedSent = useRef(false);
  const [completed, setCompleted] = useState(false);
  const [playing, setPlaying] = useState(false);

  const send = (action: ListenAction) => {
    const element = audio.current;
    if (!element) return;
    const duration = element.duration || episode.duration_seconds;
    const percent = duration > 0 ? Math.min(100, Math.max(0, (element.currentTime / duration) * 100)) : 0;
    const playedSeconds = Math.min(3_600, Math.round(played.current * 100) / 100);
    played.current = 0;
    const rounded = Math.round(percent * 100) / 100;
    void reportListen({
      episode_id: episode.id,
      action,
      device_type: deviceType(),
      played_seconds: playedSeconds,
      ...(source === 'feed' ? { completion_percentage: rounded } : { progress_percentage: rounded }),
    }).catch(() => undefined);
  };

  const complete = () => {
    if (completedSent.current) return;
    completedSent.current = true;
    send('complete');
    setCompleted(true);
  };
  /** Handlers for the `<audio>` element's events. */
  const audioEvents = {
    onPlay: () => {
      setPlaying(true);
      lastTime.current = audio.current?.currentTime ?? 0;
      if (!started.current) {
        started.current = true;
        send('start');
      }
    },
    onPause: () => {
      setPlaying(false);
      if (played.current > 0) send('progress');
    },
    onTimeUpdate: () => {
      const element = audio.current;
      if (!element) return;
      const now = element.currentTime;
      const step = lastTime.current === null ? 0 : now - lastTime.current;
      if (!element.paused && step > 0 && step <= LONGEST_STEP_SECONDS) played.current += step;
      lastTime.current = now;
      const duration = element.duration || episode.duration_seconds;
      if (duration > 0 && (now / duration) * 100 >= FINISHED_PERCENT) complete();
    },
    onSeeking: () => {
      lastTime.current = null;
    },
    onEnded: complete,
  };
  const onTickEvent = useEffectEvent(() => send('progress'));

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => onTickEvent(), PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing]);

  /** On close: what was played since the last report is not lost. */
  const flush = () => {
    if (played.current > 0) send('progress');
  };

  return { completed, playing, flush, audioEvents };
}

function deviceType(): 'mobile' | 'desktop' {
  const query = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches;
  return query('(max-width: 768px)') || query('(pointer: coarse)') ? 'mobile' : 'desktop';
}
