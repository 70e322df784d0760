import type { FastifyBaseLogger } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EpisodeAudio, EpisodeAudioInput, EpisodeTags } from '../../audio/episode-audio.js';
import type { Coach } from '../../coach/coach.js';
import {
  NoNewMaterialError,
  nothingNewLeft,
  PodcastScript,
  type PodcastScriptRequest,
} from '../../coach/podcast-script.js';
import { mostlyRepeated, scriptRepetition } from '../../coach/podcast/script-repetition.js';
import { speakableText } from '../../coach/podcast/speakable-text.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { CoachEventLog } from '../admin/coach-events.repository.js';
import type { SpeechClip, SpeechSynthesizer } from '../../speech/speech.js';
import type { AudioStore } from '../podcasts/audio-store.js';
import { audioKeyOf } from '../podcasts/audio-keys.js';
import { COVER_DIRECTORY, TAG_COVER_FILE_NAME } from '../podcasts/podcast-cover.js';
import { normalizeTopic } from '../assessments/assessments.service.js';
import { chaptersOf } from '../podcasts/episode-chapters.js';
import { episodeDescription } from './episode-description.js';
import { scheduledEpisodeTitle } from './scheduled-episode-title.js';
import { GenerationError } from './generation-failure.js';
import { throwStorageFailure } from './audio-store-failure.js';
import { missesLength, progressPlan } from './production-progress.js';
import type { PodcastJobRow, PodcastJobsRepository } from './podcast-jobs.repository.js';
import type { SpeechClipCache } from './speech-clip-cache.js';

export interface EpisodeProductionDependencies {
  repository: PodcastJobsRepository;
  coach: Pick<Coach, 'writePodcastScript'>;
  /** The topic's sources, which every script is made from (D19, issue 24). */
  knowledge: Pick<KnowledgeService, 'topicSources'>;
  speech: SpeechSynthesizer;
  /** Mixes, normalises and encodes in a worker thread. */
  renderAudio: (input: EpisodeAudioInput, signal: AbortSignal) => Promise<EpisodeAudio>;
  contentFilter: { check(text: string): Promise<{ categoryName: string; matched: string } | null> };
  audioStore: AudioStore;
  clips: SpeechClipCache;
  /** The archive's and feed's caches forget what they built. */
  episodesChanged: () => void;
  /** Where a script the model failed is kept as a row for the admin (issue 38); none in some tests. */
  coachEvents?: CoachEventLog;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

const SPEAKER_LABELS = { host: 'Host', cohost: 'Co-host' } as const;

/** One of the schedule's published episodes, with the script it was spoken from. */
interface EarlierEpisode {
  title: string;
  script: PodcastScript;
}

/**
 * Issue 24: a schedule never publishes an episode that says more than half of an earlier one again; issue 39:
 * earlier means its own episodes, and also the requester's own and the shared ones on its topic.
 */
function refuseRepeat(job: PodcastJobRow, script: PodcastScript, earlier: readonly EarlierEpisode[]): void {
  for (const episode of earlier) {
    const repetition = scriptRepetition(episode.script, script);
    if (mostlyRepeated(repetition)) {
      throw new NoNewMaterialError(
        `Skipped: the script written for this slot repeated ${repetition.repeated} of its ${repetition.total} lines from the episode “${episode.title}”, so it was not published. Add a document on “${job.topic}” in the Sources tab, or give the schedule a new topic or outline.`,
      );
    }
  }
}

/**
 * Makes one episode from its job (issue 13, DESIGN §6): the script (kept once written), the content filter,
 * speech turn by turn (kept once spoken), the mix, one re-plan when the length misses by more than 10 %,
 * then the files and the episode's row. Every stage is stored on the job as it starts.
 */
export class EpisodeProduction {
  constructor(private readonly deps: EpisodeProductionDependencies) {}

  /**
   * Readies speech before the first job, so that job does not pay espeak-ng's warm-up (decision 061). It
   * costs about a second of CPU in a worker and the worker's memory (about 65 MB) from then on.
   */
  warm(): Promise<void> {
    return this.deps.speech.warm?.() ?? Promise.resolve();
  }

  async produce(job: PodcastJobRow, signal: AbortSignal): Promise<number> {
    const { repository } = this.deps;
    const progress = progressPlan();
    const report = (stage: PodcastJobRow['stage'], percent: number, stageText: string) =>
      repository.update(job.id, { state: 'active', stage, percent, stageText });

    await report('writing_script', progress.script.start, 'Reading the sources and writing the script');
    const wordsPerMinute = this.deps.speech.wordsPerMinute(job.voice);
    const earlier = await this.earlierEpisodes(job);
    const related = await this.relatedEpisodes(job);
    let writtenOffline = false;
    const request: PodcastScriptRequest = {
      // The writer steers clear of every section the repeat check would refuse, so a slot on a topic that a
      // shared episode already covers teaches what it left out, or is skipped with that reason, not written in vain.
      ...(await this.scriptRequest(job, wordsPerMinute, [...earlier, ...related])),
      onAnsweredOffline: (reason) => {
        writtenOffline = true;
        this.deps.log.warn(
          { jobId: job.id, reason },
          'The model’s script failed; the offline writer wrote it',
        );
      },
    };
    const recordIfOffline = async () => {
      if (!writtenOffline) return;
      writtenOffline = false;
      const entry = { outcome: 'failed', task: 'podcast_script', userId: job.requestedBy } as const;
      await this.deps.coachEvents?.add({ ...entry, podcastJobId: job.id });
    };
    const offlineMarked = (written: PodcastScript): PodcastScript =>
      writtenOffline ? { ...written, writtenOffline: true } : written;
    let script = job.script
      ? PodcastScript.parse(job.script)
      : offlineMarked(await this.deps.coach.writePodcastScript(request));
    await recordIfOffline();
    await this.refuseBlocked(job, script);
    refuseRepeat(job, script, [...earlier, ...related]);
    await repository.update(job.id, { script });

    const titled = (written: PodcastScript): PodcastJobRow =>
      job.scheduleId === null
        ? job
        : {
            ...job,
            title: scheduledEpisodeTitle(
              job,
              written.segments,
              earlier.map((episode) => episode.title),
            ),
          };
    let audio = await this.speakAndMix(titled(script), script, progress.firstPass, report, signal);
    const targetSeconds = job.durationMinutes * 60;
    // A script the coach already said is short (too little it could stand behind) is not padded.
    if (missesLength(audio.durationSeconds, targetSeconds) && script.shortfallNote === null) {
      await report(
        'writing_script',
        progress.replan.start,
        `Re-planning: the first mix ran ${formatMinutes(audio.durationSeconds)} for ${job.durationMinutes} min asked`,
      );
      script = offlineMarked(
        await this.deps.coach.writePodcastScript({
          ...request,
          revision: { previous: script, measuredSegmentSeconds: audio.segmentSeconds },
        }),
      );
      await recordIfOffline();
      await this.refuseBlocked(job, script);
      refuseRepeat(job, script, [...earlier, ...related]);
      await repository.update(job.id, { script });
      audio = await this.speakAndMix(titled(script), script, progress.secondPass, report, signal);
    }

    await report('publishing', progress.publish.start, 'Storing the audio and publishing');
    return this.publish(titled(script), script, audio);
  }

  private async refuseBlocked(job: PodcastJobRow, script: PodcastScript): Promise<void> {
    const text = [
      job.title,
      ...script.segments.flatMap((segment) => [segment.title, ...segment.turns.map((turn) => turn.text)]),
      ...script.thinkQuestions,
    ].join('\n');
    const verdict = await this.deps.contentFilter.check(text);
    if (verdict) {
      throw new GenerationError(
        `The script was stopped by the content filter “${verdict.categoryName}” (it matched “${verdict.matched}”), so no audio was made. Change the topic or outline and ask again.`,
        false,
      );
    }
  }

  private async speakAndMix(
    job: PodcastJobRow,
    script: PodcastScript,
    pass: ReturnType<typeof progressPlan>['firstPass'],
    report: (stage: PodcastJobRow['stage'], percent: number, text: string) => Promise<void>,
    signal: AbortSignal,
  ): Promise<EpisodeAudio> {
    const { speech, clips } = this.deps;
    const voices = { host: job.voice, cohost: speech.cohostVoice(job.voice) };
    const all = script.segments.flatMap((segment) => segment.turns);
    const total = all.length;
    const clipOf = async (turn: PodcastScript['segments'][number]['turns'][number]) => {
      // The transcript keeps the text as written ("CO₂"); only the voice gets it spelled out.
      const request = { text: speakableText(turn.text), voice: voices[turn.speaker] };
      const kept = await clips.get(job.id, speech.provider, request);
      if (kept) return kept;
      const clip = await speech.speak(request, signal);
      await clips.put(job.id, speech.provider, request, clip);
      return clip;
    };
    // A synthesizer that speaks several turns at once (espeak-ng on two cores) is asked for the next ones
    // while the current one is awaited; the clips are still taken in order. One that queues turns itself is
    // asked one more, so it speaks on while a clip is stored and the progress written (decision 061).
    const ahead = Math.max(1, speech.parallelTurns ?? 1) + (speech.queuesTurns ? 1 : 0);
    const asked: Promise<SpeechClip>[] = [];
    const askUpTo = (count: number) => {
      while (asked.length < Math.min(count, total)) {
        const clip = clipOf(all[asked.length]!);
        // Awaited in its turn; a failure before then must not count as unhandled.
        clip.catch(() => undefined);
        asked.push(clip);
      }
    };
    let spoken = 0;
    let sampleRate = 0;
    const segments: EpisodeAudioInput['segments'] = [];
    for (const segment of script.segments) {
      const turns: EpisodeAudioInput['segments'][number]['turns'] = [];
      for (const turn of segment.turns) {
        spoken += 1;
        askUpTo(spoken - 1 + ahead);
        await report('speaking', pass.speaking(spoken - 1, total), `Speaking turn ${spoken} of ${total}`);
        const clip = await asked[spoken - 1]!;
        if (sampleRate !== 0 && clip.sampleRate !== sampleRate) {
          throw new GenerationError(
            `The speech provider changed its sample rate mid-episode (${sampleRate} Hz, then ${clip.sampleRate} Hz).`,
            false,
          );
        }
        sampleRate = clip.sampleRate;
        turns.push({ speakerLabel: SPEAKER_LABELS[turn.speaker], text: turn.text, samples: clip.samples });
      }
      segments.push({ turns });
    }
    await report('mixing', pass.mixing, 'Mixing, levelling to −19 LUFS and encoding the MP3');
    return this.deps.renderAudio({ sampleRate, segments, tags: await episodeTags(job) }, signal);
  }

  /**
   * What the coach writes from: the topic's sources, and for a schedule the sections that its earlier episodes,
   * and the requester's own and the shared episodes on its topic, covered. A schedule whose sources have nothing left is skipped before anything is written.
   */
  private async scriptRequest(
    job: PodcastJobRow,
    wordsPerMinute: number,
    earlier: readonly EarlierEpisode[],
  ): Promise<PodcastScriptRequest> {
    const { repository, knowledge } = this.deps;
    const [sources, sessionConcepts, review] = await Promise.all([
      knowledge.topicSources(job.topic),
      repository.sessionConcepts(normalizeTopic(job.topic)),
      repository.reviewMaterial(job),
    ]);
    const coveredSections = [...new Set(earlier.flatMap(({ script }) => script.sections))];
    const covered = new Set(coveredSections);
    const sections = sources.flatMap((source) => source.sections);
    if (!job.script && sections.length > 0 && sections.every((section) => covered.has(section.key))) {
      throw new NoNewMaterialError(nothingNewLeft(job.topic));
    }
    return {
      title: job.title,
      topic: job.topic,
      outline: job.description,
      durationMinutes: job.durationMinutes,
      wordsPerMinute,
      premium: job.useO3Model,
      sessionConcepts,
      sources,
      coveredSections,
      ...(review ? { review } : {}),
    };
  }

  /** The schedule's published episodes with their scripts, read once for the request and the repeat check. */
  private async earlierEpisodes(job: PodcastJobRow): Promise<EarlierEpisode[]> {
    if (job.scheduleId === null) return [];
    const earlier = await this.deps.repository.earlierScheduledScripts(job.scheduleId, job.id);
    return earlier.flatMap((episode) => {
      const parsed = PodcastScript.safeParse(episode.script);
      return parsed.success ? [{ title: episode.title, script: parsed.data }] : [];
    });
  }

  /**
   * For a schedule's slot, the requester's own and the shared episodes on its topic (issue 39): a learner's
   * schedule once repeated 34 of 35 lines of their own single episode. A single episode is asked for by name,
   * so it is not held to this.
   */
  private async relatedEpisodes(job: PodcastJobRow): Promise<EarlierEpisode[]> {
    if (job.scheduleId === null) return [];
    const related = await this.deps.repository.scriptsOnTopic(job.topic, job.requestedBy, job.id);
    return related.flatMap((episode) => {
      const parsed = PodcastScript.safeParse(episode.script);
      return parsed.success ? [{ title: episode.title, script: parsed.data }] : [];
    });
  }

  /** Files first, then the row in one transaction; files no episode uses are removed if the row fails. */
  private async publish(job: PodcastJobRow, script: PodcastScript, audio: EpisodeAudio): Promise<number> {
    const { audioStore, repository } = this.deps;
    // Read before any file is written, so that only the files and the row sit inside the clean-up below.
    const chapters = chaptersOf(script.segments, audio.segmentStartSeconds);
    const description = episodeDescription(job, script, audio.durationSeconds, chapters);
    const transcriptBytes = new TextEncoder().encode(audio.webVtt);
    // Noted before they exist: if this process dies between storing them and writing the row, whoever takes
    // the job over finds the files no episode uses and removes them (`discardLeftovers`).
    await repository.notePendingFiles(job.id, [
      audioKeyOf(audio.mp3, 'mp3'),
      audioKeyOf(transcriptBytes, 'vtt'),
    ]);
    const stored: string[] = [];
    try {
      const mp3 = await audioStore.saveAudio(audio.mp3, 'mp3').catch(throwStorageFailure);
      stored.push(mp3.key);
      const transcript = await audioStore.saveAudio(transcriptBytes, 'vtt').catch(throwStorageFailure);
      stored.push(transcript.key);
      const episodeId = await repository.publish(job.id, {
        title: job.title,
        description,
        topic: job.topic,
        ownerId: job.personal ? job.requestedBy : null,
        scheduleId: job.scheduleId,
        isFeatured: job.isFeatured,
        voice: job.voice,
        durationSeconds: audio.durationSeconds,
        audioKey: mp3.key,
        audioBytes: mp3.bytes,
        transcriptKey: transcript.key,
        transcript: script.segments.flatMap((segment) => segment.turns.map((turn) => turn.text)).join('\n'),
        chapters,
        thinkQuestions: script.thinkQuestions,
        sources: script.sources,
        integratedLufs: audio.integratedLufs,
        truePeakDbtp: audio.truePeakDbtp,
        scriptProvider: job.scriptProvider,
        speechProvider: job.speechProvider,
      });
      this.deps.episodesChanged();
      await this.deps.clips.forget(job.id);
      return episodeId;
    } catch (error) {
      await this.removeUnused(stored);
      await repository.clearPendingFiles(job.id).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Removes the files an earlier try of the job stored but never published: it died in between (kill -9,
   * a lost machine). Called when a try takes the job, before it makes anything.
   */
  async discardLeftovers(job: PodcastJobRow): Promise<void> {
    if (job.pendingFiles.length === 0) return;
    await this.removeUnused(job.pendingFiles);
    await this.deps.repository.clearPendingFiles(job.id);
    this.deps.log.info({ jobId: job.id, files: job.pendingFiles }, 'removed the files of a try that died');
  }

  private async removeUnused(keys: string[]): Promise<void> {
    const { audioStore, repository } = this.deps;
    for (const key of keys) {
      if (await repository.isFileInUse(key)) continue;
      await audioStore.deleteAudio(key).catch((cause: unknown) => {
        this.deps.log.warn({ err: cause, key }, 'a failed job’s file could not be removed');
      });
    }
  }
}

function formatMinutes(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`;
}

let coverArt: Promise<Uint8Array | undefined> | undefined;

/**
 * The MP3's own tags, for players that show the file before any feed: the schedule's name is not on the job,
 * so every episode is filed under one album. The shipped cover is read once; an episode without it still
 * plays, so a read failure leaves the picture out rather than failing the job.
 */
async function episodeTags(job: PodcastJobRow): Promise<EpisodeTags> {
  coverArt ??= readFile(join(COVER_DIRECTORY, TAG_COVER_FILE_NAME)).then(
    // A copy of its own, so the worker is sent the picture and not a pooled buffer around it.
    (bytes) => new Uint8Array(bytes),
    () => undefined,
  );
  return {
    title: job.title,
    artist: 'Socratica',
    album: 'Socratica podcasts',
    year: new Date().getFullYear(),
    comment: `An episode about ${job.topic}`,
    cover: await coverArt,
  };
}
