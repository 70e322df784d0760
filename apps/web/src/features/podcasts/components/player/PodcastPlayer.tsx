import { Stack, Text } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { FINISHED_PERCENT } from '../../episode-text';
import { useListenReports } from '../../hooks/use-listen-reports';
import { useMediaSession } from '../../hooks/use-media-session';
import { usePlayerKeyboard } from '../../hooks/use-player-keyboard';
import { nextSpeed, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../../playback-speeds';
import { PlayerControls } from './PlayerControls';
import { EpisodeChapters } from './EpisodeChapters';
import { EpisodeWords } from './EpisodeWords';
import { QuizOffer } from './QuizOffer';

/** Spec 2 §8's audio errors. */
export const LOAD_FAILED = 'Failed to load audio. Please try again.';
export const PLAY_FAILED = 'Failed to play audio. Please check your connection.';
/** The browser refused to start sound without a press (autoplay policy): one more press on Play starts it. */
export const PLAY_BLOCKED = 'Your browser did not let the episode start by itself. Press Play to listen.';

interface PodcastPlayerProps {
  episode: PodcastEpisode;
  source: 'feed' | 'archive';
  onClose: () => void;
  /**
   * Whether it starts playing as it opens: yes after a press on Play. An episode opened from a link was not
   * pressed for, and a browser refuses sound then, so it waits for Play instead of opening on that refusal.
   */
  startsPlaying?: boolean;
}

/**
 * The player overlay (spec 2 §2, issue 13): it starts where the server says the learner stopped, on any
 * device, reports listening as it goes, and offers the episode's quiz once it is finished.
 */
export function PodcastPlayer({ episode, source, onClose, startsPlaying = true }: PodcastPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(episode.duration_seconds);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [quizDismissed, setQuizDismissed] = useState(false);
  const { completed, playing, flush, audioEvents } = useListenReports(audio, episode, source);

  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const end = element.duration || duration;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setPosition(element.currentTime);
  };
  const seekBy = (seconds: number) => seekTo((audio.current?.currentTime ?? 0) + seconds);
  const play = () => {
    setError(null);
    audio.current?.play().catch((cause: unknown) => {
      if (!(cause instanceof DOMException)) setError(PLAY_FAILED);
      else if (cause.name === 'NotAllowedError') setError(PLAY_BLOCKED);
      else if (cause.name !== 'AbortError') setError(PLAY_FAILED);
    });
  };
  const pause = () => audio.current?.pause();
  const toggle = () => (audio.current?.paused ? play() : pause());
  const changeSpeed = (next: number) => {
    setSpeed(next);
    if (audio.current) audio.current.playbackRate = next;
  };
  const changeVolume = (next: number) => {
    setVolume(next);
    if (audio.current) audio.current.volume = next;
  };

  usePlayerKeyboard({
    toggle,
    back: () => seekBy(-SKIP_BACK_SECONDS),
    forward: () => seekBy(SKIP_FORWARD_SECONDS),
    slower: () => changeSpeed(nextSpeed(speed, -1)),
    faster: () => changeSpeed(nextSpeed(speed, 1)),
  });
  useMediaSession(episode, { play, pause, seekBy, seekTo });

  /**
   * Issue 24: one press on a card's Play plays. That press mounted this player, so `play()` is called as the
   * audio element attaches, in the same task as the press: Safari only lets sound start that close to a
   * gesture, and waiting for `loadedmetadata` (a network round trip later) would be too late there. The
   * resume position is applied when the metadata arrives, before any sound is decoded.
   */
  const autoplayed = useRef(false);
  const attachAudio = (element: HTMLAudioElement | null) => {
    audio.current = element;
    if (!element || autoplayed.current || !startsPlaying) return;
    autoplayed.current = true;
    play();
  };
  const resume = () => {
    const element = audio.current;
    if (!element) return;
    const length =
      Number.isFinite(element.duration) && element.duration > 0 ? element.duration : episode.duration_seconds;
    setDuration(length);
    const progress = episode.user_progress ?? 0;
    if (!episode.user_completed && progress > 0 && progress < FINISHED_PERCENT)
      seekTo((progress / 100) * length);
  };

  const close = () => {
    flush();
    audio.current?.pause();
    void queryClient.invalidateQueries({ queryKey: ['podcasts'] });
    onClose();
  };

  return (
    <ResponsiveModal
      opened
      onClose={close}
      title={episode.title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close player' }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {episode.topic}
        </Text>
        <audio
          ref={attachAudio}
          src={episode.audio_url}
          preload="metadata"
          onLoadedMetadata={resume}
          {...audioEvents}
          onTimeUpdate={(event) => {
            setPosition(event.currentTarget.currentTime);
            audioEvents.onTimeUpdate();
          }}
          onError={() => setError(LOAD_FAILED)}
        >
          <track kind="captions" src={episode.transcript_url} srcLang="en" label="English" default />
        </audio>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <PlayerControls
          playing={playing}
          position={position}
          duration={duration}
          speed={speed}
          volume={volume}
          onToggle={toggle}
          onBack={() => seekBy(-SKIP_BACK_SECONDS)}
          onForward={() => seekBy(SKIP_FORWARD_SECONDS)}
          onSeek={seekTo}
          onSpeed={changeSpeed}
          onVolume={changeVolume}
        />
        <EpisodeChapters
          chapters={episode.chapters}
          position={position}
          onSeek={(seconds) => {
            // A chapter chosen is one to hear, as a transcript line is.
            seekTo(seconds);
            if (audio.current?.paused) play();
          }}
        />
        <EpisodeWords
          transcriptUrl={episode.transcript_url}
          position={position}
          onSeek={(seconds) => {
            // A line chosen in the transcript is one to hear, so a paused player starts there.
            seekTo(seconds);
            if (audio.current?.paused) play();
          }}
        />
        {completed && !quizDismissed && (
          <QuizOffer
            episode={episode}
            onAccept={() => {
              close();
              // Issue 39: the episode's own quiz, on what it said.
              void navigate(`/podcasts/${episode.id}/quiz`);
            }}
            onDismiss={() => setQuizDismissed(true)}
          />
        )}
      </Stack>
    </ResponsiveModal>
  );
}
