import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import type PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { summarizeSettings } from './config/settings-summary.js';
import { wireCoach } from './coach-wiring.js';
import { migrationsFolder, type DatabaseHandle } from './db/client.js';
import { bundledMigrations, pendingMigrations } from './db/pending-migrations.js';
import { createKnowledge } from './knowledge/create-knowledge.js';
import type { KnowledgeService } from './knowledge/knowledge.service.js';
import { Draining } from './lib/draining.js';
import { IpLocator } from './lib/ip-location.js';
import { ServerInstance } from './lib/server-instance.js';
import accessPlugin from './plugins/access.js';
import drainingPlugin from './plugins/draining.js';
import errorHandlerPlugin from './plugins/error-handler.js';
import { DOCS_PREFIX, registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { clientErrorHandler, frameworkErrors } from './plugins/transport-errors.js';
import { createMetrics } from './metrics/create-metrics.js';
import { METRICS_PATH, metricsRoutes } from './metrics/metrics.routes.js';
import requestMetrics from './metrics/request-metrics.js';
import { timedAudioStore } from './metrics/timed-audio-store.js';
import { timedJobStages } from './metrics/timed-job-stages.js';
import { PAGE_BASE, registerWebApp } from './plugins/web-app.js';
import type { Coach } from './coach/coach.js';
import { AdminService } from './modules/admin/admin.service.js';
import { CoachEventsRepository } from './modules/admin/coach-events.repository.js';
import { aiCheckRoutes } from './modules/ai-check/ai-check.routes.js';
import { AiCheckService } from './modules/ai-check/ai-check.service.js';
import { AssessmentsRepository } from './modules/assessments/assessments.repository.js';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.js';
import { AssessmentsService } from './modules/assessments/assessments.service.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuditService } from './modules/audit/audit.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { learnerProgressRoutes } from './modules/learner-progress/learner-progress.routes.js';
import { LearnerProgressRepository } from './modules/learner-progress/learner-progress.repository.js';
import { LearnerProgressService } from './modules/learner-progress/learner-progress.service.js';
import { learningAnalyticsRoutes } from './modules/learning-analytics/learning-analytics.routes.js';
import { LearningAnalyticsRepository } from './modules/learning-analytics/learning-analytics.repository.js';
import { LearningAnalyticsService } from './modules/learning-analytics/learning-analytics.service.js';
import { RetiredItems } from './modules/learning-analytics/retired-items.js';
import { AuthService } from './modules/auth/auth.service.js';
import { DeviceCookies } from './modules/auth/device-cookie.js';
import { ChatRepository } from './modules/chat/chat.repository.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { chatSessionRoutes } from './modules/chat/chat-session.routes.js';
import { ChatSessionService } from './modules/chat/chat-session.service.js';
import { ChatService } from './modules/chat/chat.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { ContentFilterRepository } from './modules/content-filter/content-filter.repository.js';
import { contentFilterRoutes } from './modules/content-filter/content-filter.routes.js';
import { ContentFilterService } from './modules/content-filter/content-filter.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { sourcesRoutes } from './modules/sources/sources.routes.js';
import { localModelRoutes } from './modules/local-model/local-model.routes.js';
import type { LocalModelService } from './modules/local-model/local-model.service.js';
import { SourcesService } from './modules/sources/sources.service.js';
import type { AudioStore } from './modules/podcasts/audio-store.js';
import { createAudioStore } from './modules/podcasts/audio-store-from-env.js';
import { PodcastFeedRepository } from './modules/podcasts/podcast-feed.repository.js';
import { PodcastFeedService } from './modules/podcasts/podcast-feed.service.js';
import { PodcastListeningRepository } from './modules/podcasts/podcast-listening.repository.js';
import { PodcastListeningService } from './modules/podcasts/podcast-listening.service.js';
import { podcastMediaRoutes } from './modules/podcasts/podcast-media.routes.js';
import { PodcastUrls } from './modules/podcasts/podcast-urls.js';
import { PodcastsRepository } from './modules/podcasts/podcasts.repository.js';
import { podcastsRoutes } from './modules/podcasts/podcasts.routes.js';
import { PodcastQuizRepository } from './modules/podcast-quiz/podcast-quiz.repository.js';
import { podcastQuizRoutes } from './modules/podcast-quiz/podcast-quiz.routes.js';
import { ReviewCardsRepository } from './modules/review-cards/review-cards.repository.js';
import { reviewCardsRoutes } from './modules/review-cards/review-cards.routes.js';
import { ReviewCardsService } from './modules/review-cards/review-cards.service.js';
import { PodcastQuizService } from './modules/podcast-quiz/podcast-quiz.service.js';
import { EpisodeProduction } from './modules/podcast-jobs/episode-production.js';
import {
  PODCAST_GENERATION_QUEUE,
  PodcastGenerationQueue,
} from './modules/podcast-jobs/podcast-generation-queue.js';
import { PodcastJobsRepository } from './modules/podcast-jobs/podcast-jobs.repository.js';
import { podcastJobsRoutes } from './modules/podcast-jobs/podcast-jobs.routes.js';
import { podcastSchedulesRoutes } from './modules/podcast-schedules/podcast-schedules.routes.js';
import { PodcastSchedulesRepository } from './modules/podcast-schedules/podcast-schedules.repository.js';
import { PodcastSchedulesService } from './modules/podcast-schedules/podcast-schedules.service.js';
import { scheduleModelLabels } from './modules/podcast-schedules/schedule-model-labels.js';
import { SCHEDULES_CHANGED_CHANNEL, ScheduleTicker } from './modules/podcast-schedules/schedule-ticker.js';
import { PodcastJobsService } from './modules/podcast-jobs/podcast-jobs.service.js';
import { SpeechClipCache } from './modules/podcast-jobs/speech-clip-cache.js';
import { NearbyTopics } from './modules/podcast-jobs/nearby-topics.js';
import { TopicMaterial } from './modules/podcast-jobs/topic-material.js';
import { renderInWorker } from './audio/episode-audio-renderer.js';
import { createSpeech } from './speech/create-speech.js';
import type { SpeechSynthesizer } from './speech/speech.js';
import { PodcastsService } from './modules/podcasts/podcasts.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';
import { UserChangeFeed } from './modules/users/user-change-feed.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { VideoFeedbackRepository } from './modules/video-feedback/video-feedback.repository.js';
import { videoFeedbackRoutes } from './modules/video-feedback/video-feedback.routes.js';
import { VideoFeedbackService } from './modules/video-feedback/video-feedback.service.js';
import { VideoManagementRepository } from './modules/videos/video-management.repository.js';
import { VideoManagementService } from './modules/videos/video-management.service.js';
import { VideoSearchService } from './modules/videos/video-search.service.js';
import { videosRoutes } from './modules/videos/videos.routes.js';

const API_PREFIX = '/socratica/api';
const BODY_LIMIT_BYTES = 100 * 1024;

export type AppOptions = JobQueueOptions &
  ClockOptions & {
    env: Env;
    database: DatabaseHandle;
    jwtSecret: string;
    jwtSecretSource: 'environment' | 'data folder';
    /** The AI coach; by default the one SOCRATICA_AI_PROVIDER names. */
    coach?: Coach;
    /** Text to speech; by default the one SOCRATICA_TTS_PROVIDER names. */
    speech?: SpeechSynthesizer;
    webDistDir?: string;
    ipLocator?: IpLocator;
    /** This process's name among the instances sharing the database; main names it once it listens. */
    instance?: ServerInstance;
    /** Whether the process is stopping; main begins it on SIGTERM, and new requests are refused from then. */
    draining?: Draining;
  };

/**
 * Where podcast jobs go: the queue main started (later modules register theirs on it too), or, for tests
 * that do not run jobs, a function they are handed to (stored, they stay waiting). One of the two is
 * required, so a caller that forgets it does not compile.
 */
type JobQueueOptions =
  | { boss: PgBoss; enqueuePodcastJob?: never }
  | { boss?: never; enqueuePodcastJob: (jobId: string) => Promise<void> };

/** A clock for the schedule tests; the server's own otherwise. */
interface ClockOptions {
  now?: () => Date;
}

export interface Services {
  assessments: AssessmentsService;
  chat: ChatService;
  chatSessions: ChatSessionService;
  users: UsersService;
  audit: AuditService;
  auth: AuthService;
  admin: AdminService;
  contentFilter: ContentFilterService;
  videoFeedback: VideoFeedbackService;
  videos: VideoSearchService;
  podcasts: PodcastsService;
  podcastFeed: PodcastFeedService;
  podcastListening: PodcastListeningService;
  podcastJobs: PodcastJobsService;
  /** Null without `boss`; main starts it once the queue is up. */
  podcastGeneration: PodcastGenerationQueue | null;
  podcastSchedules: PodcastSchedulesService;
  /** Main starts it once the queue is up. */
  scheduleTicker: ScheduleTicker;
  audioStore: AudioStore;
  /** Passages with their sources (D19); it asks Wikipedia only when a topic needs its article. */
  knowledge: KnowledgeService;
  /** The embedded model's file and its download (D21); `onReady` says when a download completes it. */
  localModel: LocalModelService;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { env, database } = options;
  const app = Fastify({
    logger: {
      level: env.SOCRATICA_LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.new_password'],
    },
    trustProxy: env.SOCRATICA_TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON and form posts only; anything else is a 415 with a clear detail.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const draining = options.draining ?? new Draining();
  await app.register(drainingPlugin, { draining });
  // Null unless SOCRATICA_METRICS_TOKEN is set; every decorator below then hands back what it was given.
  const metrics = createMetrics(env, database, app.log);
  if (metrics) {
    await app.register(requestMetrics, { metrics, excludedRoutes: [`${API_PREFIX}${METRICS_PATH}`] });
  }

  const audit = new AuditService(new AuditRepository(database.db), options.ipLocator ?? new IpLocator());
  const users = new UsersService(new UsersRepository(database.db), audit, new UserChangeFeed(database));
  const stopWatchingUsers = await users.watchChanges();
  app.addHook('onClose', stopWatchingUsers);
  const auth = new AuthService(users, audit, new DeviceCookies(options.jwtSecret));
  const coachWiring = await wireCoach({
    env,
    db: database.db,
    log: app.log,
    audit,
    metrics,
    ...(options.coach ? { given: options.coach } : {}),
  });
  app.addHook('onClose', () => coachWiring.close());
  const { coach, replyChecks, localModel } = coachWiring;
  const knowledge = createKnowledge(env, database.db, { log: app.log });
  const contentFilter = new ContentFilterService(new ContentFilterRepository(database.db), audit);
  const videoFeedback = new VideoFeedbackService(new VideoFeedbackRepository(database.db), audit);
  const videos = new VideoSearchService({
    db: database.db,
    env,
    contentFilter,
    feedback: videoFeedback,
    log: app.log,
  });
  const videoManagement = new VideoManagementService(new VideoManagementRepository(database.db), audit);
  const coachEvents = new CoachEventsRepository(database.db, (error) =>
    app.log.warn({ err: error }, 'A row of the checks’ changes could not be written'),
  );
  const assessments = new AssessmentsService(
    new AssessmentsRepository(database.db),
    coach,
    knowledge,
    coachEvents,
    undefined,
    new RetiredItems(database.db),
  );
  const reviews = new ReviewCardsService(
    new ReviewCardsRepository(database.db),
    knowledge.passagesFor.bind(knowledge),
    options.now,
  );
  const progress = new LearnerProgressService(new LearnerProgressRepository(database.db), options.now);
  // A card that could not be made costs that card, never the learner's post-assessment result.
  assessments.onPostCompleted((sessionId) =>
    reviews.makeCardsFor(sessionId).then(
      () => undefined,
      (error: unknown) => app.log.warn({ err: error, sessionId }, 'review cards could not be made'),
    ),
  );
  const chatRepository = new ChatRepository(database.db);
  const chatSessions = new ChatSessionService(chatRepository, assessments);
  const chat = new ChatService(
    chatRepository,
    {
      assessments,
      coach,
      contentFilter,
      videos,
      audit,
      knowledge,
      log: app.log,
      coachEvents,
      instance: options.instance ?? new ServerInstance(),
    },
    {
      messagesPerMinute: env.SOCRATICA_CHAT_MESSAGES_PER_MINUTE,
      // About three quarters of a word per token, in English.
      maxReplyWords: Math.floor(env.SOCRATICA_AI_MAX_OUTPUT_TOKENS * 0.75),
    },
  );
  const sources = new SourcesService(knowledge, audit);
  const admin = new AdminService(
    users,
    audit,
    summarizeSettings(env, { database: database.kind, jwtSecretSource: options.jwtSecretSource }),
    replyChecks,
    sources,
    coachEvents,
  );

  const learning = new LearningAnalyticsService(
    new LearningAnalyticsRepository(database.db),
    audit,
    knowledge.documents,
  );

  // The coach's own endpoint, so that the check learns the output mode for the coach too.
  const aiCheck = AiCheckService.forEnv(env, coachWiring.activeEndpoint, app.log);

  // The data folder's podcasts/ by default, or a bucket shared by several instances (D22).
  const { store: chosenAudioStore, close: closeAudioStore } = createAudioStore(env);
  app.addHook('onClose', closeAudioStore);
  const audioStore = timedAudioStore(chosenAudioStore, metrics);
  // What GET ready checks before this instance takes traffic; each answers within the route's time limit.
  const shippedMigrations = bundledMigrations(migrationsFolder);
  const readiness = {
    database: () => database.ping(),
    migrations: async () => {
      const pending = await pendingMigrations(database.db, shippedMigrations);
      if (pending.length > 0) throw new Error(`Migrations not applied yet: ${pending.join(', ')}.`);
    },
    storage: () => audioStore.checkAvailable(),
  };
  const podcastUrls = new PodcastUrls(API_PREFIX, PAGE_BASE);
  const podcastsRepository = new PodcastsRepository(database.db);
  const podcastFeed = new PodcastFeedService({
    repository: new PodcastFeedRepository(database.db),
    episodes: podcastsRepository,
    audit,
    urls: podcastUrls,
    ownerEmail: env.SOCRATICA_PODCAST_OWNER_EMAIL,
  });
  users.onDeactivation((userId) =>
    podcastFeed.retireUserFeed(userId).catch((error: unknown) => {
      // Feed reads check the user's status too, and retire the address then.
      app.log.warn({ err: error, userId }, 'a deactivated user’s feed address could not be retired');
    }),
  );
  const podcasts = new PodcastsService({
    repository: podcastsRepository,
    audioStore,
    audit,
    feed: podcastFeed,
    urls: podcastUrls,
    log: app.log,
  });
  const podcastQuizzes = new PodcastQuizService(new PodcastQuizRepository(database.db), podcastsRepository);
  const podcastListening = new PodcastListeningService(
    new PodcastListeningRepository(database.db),
    podcastsRepository,
  );
  const speech = options.speech ?? createSpeech(env);
  app.addHook('onClose', () => speech.close());
  const podcastJobsRepository = timedJobStages(new PodcastJobsRepository(database.db), metrics);
  metrics?.watchJobQueues(async () =>
    (await podcastJobsRepository.queueDepth()).map((row) => ({ queue: PODCAST_GENERATION_QUEUE, ...row })),
  );
  const schedulesRepository = new PodcastSchedulesRepository(database.db);
  // Issue 39: no episode from WordNet alone; the refusal names nearby topics that have sources.
  const topicMaterial = new TopicMaterial({ knowledge, nearby: new NearbyTopics(database.db) });
  const podcastGeneration = options.boss
    ? new PodcastGenerationQueue(
        options.boss,
        new EpisodeProduction({
          repository: podcastJobsRepository,
          coach,
          knowledge,
          speech,
          renderAudio: renderInWorker,
          contentFilter,
          audioStore,
          clips: new SpeechClipCache(join(resolve(env.SOCRATICA_DATA_DIR), 'podcast-clips')),
          episodesChanged: () => podcasts.episodesChanged(),
          coachEvents,
          log: app.log,
        }),
        podcastJobsRepository,
        app.log,
        env.SOCRATICA_JOB_TAKEOVER_SECONDS * 1000,
        {
          material: topicMaterial,
          pauseAfterSkips: (scheduleId, slots, reason) =>
            schedulesRepository.pauseAfterSkips(scheduleId, slots, reason),
        },
      )
    : null;
  const enqueuePodcastJob = podcastGeneration?.enqueue ?? options.enqueuePodcastJob;
  if (!enqueuePodcastJob) throw new Error('buildApp needs `boss` or `enqueuePodcastJob` for podcast jobs.');
  // Read when a job is recorded: the embedded model's coach is the offline one until its model is there.
  const jobProviders = {
    get script() {
      return coach.provider;
    },
    speech: speech.provider,
  };
  const podcastJobs = new PodcastJobsService({
    repository: podcastJobsRepository,
    audit,
    enqueue: enqueuePodcastJob,
    caps: {
      generationsPerDay: env.SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY,
      premium: env.SOCRATICA_PODCAST_LEARNER_PREMIUM,
    },
    providers: jobProviders,
    material: topicMaterial,
  });

  const providers = jobProviders;
  const scheduleTicker = new ScheduleTicker({
    repository: schedulesRepository,
    enqueueMany:
      podcastGeneration?.enqueueMany ??
      (async (jobIds) => {
        for (const jobId of jobIds) await enqueuePodcastJob(jobId);
      }),
    providers,
    listen: (onChange) => database.listen(SCHEDULES_CHANGED_CHANNEL, onChange, onChange),
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const podcastSchedules = new PodcastSchedulesService({
    repository: schedulesRepository,
    audit,
    jobs: podcastJobs,
    enqueue: enqueuePodcastJob,
    caps: {
      activeSchedules: env.SOCRATICA_PODCAST_LEARNER_SCHEDULES,
      premium: env.SOCRATICA_PODCAST_LEARNER_PREMIUM,
      generationsPerDay: env.SOCRATICA_PODCAST_LEARNER_GENERATIONS_PER_DAY,
    },
    providers,
    modelLabels: () => scheduleModelLabels(env, coach.provider, coachWiring.embeddedModelName()),
    changed: async () => {
      scheduleTicker.schedulesChanged();
      await database.notify(SCHEDULES_CHANGED_CHANNEL, 'changed');
    },
    material: topicMaterial,
    ...(options.now ? { now: options.now } : {}),
  });

  await registerSecurity(app, {
    rateLimitPerMinute: env.SOCRATICA_RATE_LIMIT_PER_MINUTE,
    apiPrefix: API_PREFIX,
  });
  await app.register(fastifyFormbody);
  await app.register(accessPlugin, {
    jwtSecret: options.jwtSecret,
    tokenTtlSeconds: env.SOCRATICA_TOKEN_TTL_MINUTES * 60,
    apiPrefix: API_PREFIX,
    publicPrefixes: [DOCS_PREFIX],
    loadPrincipal: (id) => users.activePrincipal(id),
  });
  await registerOpenApi(app);
  const onPageNotFound = await registerWebApp(
    app,
    options.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  );
  await app.register(errorHandlerPlugin, { apiPrefix: API_PREFIX, onPageNotFound });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        aiProvider: () => coach.provider,
        readiness,
        draining,
      });
      await api.register(metricsRoutes, { metrics, token: env.SOCRATICA_METRICS_TOKEN });
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users });
      await api.register(auditRoutes, { audit });
      await api.register(adminRoutes, { admin });
      await api.register(learningAnalyticsRoutes, { learning });
      await api.register(aiCheckRoutes, { aiCheck });
      await api.register(assessmentsRoutes, { assessments });
      await api.register(chatRoutes, { chat, serverStopping: draining.cut });
      await api.register(chatSessionRoutes, { sessions: chatSessions });
      await api.register(contentFilterRoutes, { contentFilter });
      await api.register(sourcesRoutes, { sources });
      await api.register(localModelRoutes, { localModel });
      await api.register(videoFeedbackRoutes, { feedback: videoFeedback });
      await api.register(videosRoutes, { videos, management: videoManagement });
      await api.register(podcastsRoutes, { podcasts, listening: podcastListening, feed: podcastFeed });
      await api.register(podcastQuizRoutes, { quizzes: podcastQuizzes });
      await api.register(reviewCardsRoutes, { reviews, episodes: podcastJobs });
      await api.register(learnerProgressRoutes, { progress });
      await api.register(podcastMediaRoutes, { audioStore, feed: podcastFeed });
      await api.register(podcastJobsRoutes, { jobs: podcastJobs });
      await api.register(podcastSchedulesRoutes, { schedules: podcastSchedules });
    },
    { prefix: API_PREFIX },
  );

  return {
    app,
    services: {
      assessments,
      chat,
      chatSessions,
      users,
      audit,
      auth,
      admin,
      contentFilter,
      videoFeedback,
      videos,
      podcasts,
      podcastFeed,
      podcastListening,
      podcastJobs,
      podcastGeneration,
      podcastSchedules,
      scheduleTicker,
      audioStore,
      knowledge,
      localModel,
    },
  };
}
