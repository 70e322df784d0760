import { LISTEN_COMPLETE_PLAYED_SHARE, type ListenRequest, type PodcastEpisode } from '@socratica/contracts';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { reportListen } from '../api/report-listen';

/** Spec 2 §9: progress is reported every 5 s while playing. */
const PROGRESS_EVERY_MS = 5_000;
/**
 * A timeupdate further than this (in seconds heard at 1×) from the last one is a seek, not listening. At a
 * faster speed the audio moves further between two timeupdates, so the limit grows with the speed.
 */
const LONGEST_STEP_SECONDS = 3;

type ListenAction = ListenRequest['action'];

/**
 * What the server counts (issue 13): `start` on the first play, `progress` every 5 s while playing (and on
 * pause and close) with the seconds really played since the last report, and `complete` once.
 * A report that fails is dropped: the listener's playback never depends on it.
 *
 * Finished (which offers the quiz) follows played time as the server does (issue 39), never the position a
 * seek lands on: 90 % of the episode played in this sitting, or the server saying so after a report, since it
 * adds up the sittings before this one. An episode already finished when the player opened is finished again
 * only by playing it again.
 */
export function useListenReports(
  audio: RefObject<HTMLAudioElement | null>,
  episode: PodcastEpisode,
  source: 'feed' | 'archive',
) {
  const played = useRef(0);
  /** Seconds played in this sitting, reported or not. */
  const playedInSitting = useRef(0);
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
    reportListen({
      episode_id: episode.id,
      action,
      device_type: deviceType(),
      played_seconds: playedSeconds,
      ...(source === 'feed' ? { completion_percentage: rounded } : { progress_percentage: rounded }),
    })
      .then((answer) => {
        if (answer.user_completed && !episode.user_completed) finish(false);
      })
      .catch(() => undefined);
  };

  /** `report`: whether the server still has to hear of it; not when it is the one that said so. */
  const finish = (report: boolean) => {
    if (completedSent.current) return;
    completedSent.current = true;
    if (report) send('complete');
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
      const longest = LONGEST_STEP_SECONDS * Math.max(1, element.playbackRate || 1);
      if (!element.paused && step > 0 && step <= longest) {
        played.current += step;
        playedInSitting.current += step;
      }
      lastTime.current = now;
      const duration = element.duration || episode.duration_seconds;
      if (duration > 0 && playedInSitting.current >= LISTEN_COMPLETE_PLAYED_SHARE * duration) finish(true);
    },
    onSeeking: () => {
      lastTime.current = null;
    },
    // The end reached by playing is heard at once: the server may count the sittings before this one.
    onEnded: () => {
      if (played.current > 0) send('progress');
    },
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
