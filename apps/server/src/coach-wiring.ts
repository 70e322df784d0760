import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.js';
import type { Database } from './db/client.js';
import type { ReplyCheckTally } from './coach/checks/reply-check-tally.js';
import type { Coach } from './coach/coach.js';
import { createCoach, modelEndpointFor } from './coach/create-coach.js';
import type { ModelEndpoint } from './coach/llm/model-endpoint.js';
import { EmbeddedCoach } from './coach/local/embedded-coach.js';
import type { Metrics } from './metrics/metrics.js';
import { countedReplyChecks } from './metrics/counted-reply-checks.js';
import { timedCoach } from './metrics/timed-coach.js';
import { CoachReplyChecksRepository } from './modules/admin/coach-reply-checks.repository.js';
import type { AuditService } from './modules/audit/audit.service.js';
import { LocalModelService } from './modules/local-model/local-model.service.js';

export interface CoachWiring {
  /** The coach every module asks, checked (D20) and timed. */
  coach: Coach;
  /** Where the D20 outcomes are counted, for the admin dashboard. */
  replyChecks: CoachReplyChecksRepository;
  /** The embedded model's file and its download (D21). */
  localModel: LocalModelService;
  /** The model endpoint the coach uses now, for the admin's connection check; null when none is configured. */
  activeEndpoint: () => ModelEndpoint | null;
  /** The embedded model's name while it serves, for the podcast forms' model labels. */
  embeddedModelName: () => string | null;
  close(): Promise<void>;
}

interface CoachWiringOptions {
  env: Env;
  db: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
  metrics: Metrics | null;
  /** A coach handed in by a test; otherwise the one SOCRATICA_AI_PROVIDER names. */
  given?: Coach;
}

/**
 * The coach SOCRATICA_AI_PROVIDER names, with its checks counted. With the embedded model (D21) the coach
 * starts as the offline one and takes over once the model's file is there, downloaded now or before.
 */
export async function wireCoach({
  env,
  db,
  log,
  audit,
  metrics,
  given,
}: CoachWiringOptions): Promise<CoachWiring> {
  const replyChecks = new CoachReplyChecksRepository(db, {
    onWriteFailed: (error) =>
      log.warn({ err: error }, 'coach reply checks could not be written; kept for the next try'),
  });
  const tally: ReplyCheckTally = countedReplyChecks(replyChecks, metrics);
  const modelEndpoint = given ? null : modelEndpointFor(env);
  const embedded =
    !given && env.SOCRATICA_AI_PROVIDER === 'local' ? new EmbeddedCoach(env, tally, log) : null;
  const coach = timedCoach(given ?? embedded?.coach ?? createCoach(env, tally, modelEndpoint, log), metrics);

  // Stops the start when SOCRATICA_LOCAL_MODEL is malformed or names a file that is not a GGUF model.
  const localModel = await LocalModelService.open({ env, log, audit });
  if (embedded) {
    embedded.onServing = (serving, loadError) => localModel.setServing(serving, loadError);
    localModel.onReady((path) => embedded.start(path));
    const downloaded = await localModel.readyModelPath();
    if (downloaded) embedded.start(downloaded);
  }
  return {
    coach,
    replyChecks,
    localModel,
    activeEndpoint: () => embedded?.endpoint ?? modelEndpoint,
    embeddedModelName: () => embedded?.modelName ?? null,
    async close() {
      await localModel.close();
      await embedded?.close();
      await replyChecks.flush();
    },
  };
}
