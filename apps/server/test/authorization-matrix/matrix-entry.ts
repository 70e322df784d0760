import type { AccessLevel } from '../../src/plugins/access.js';

/** Ids and values the matrix test prepares before it calls any route. */
export interface MatrixFixtures {
  targetUserId: number;
  /** The learner's session, with its baseline complete and its post-assessment generated. */
  sessionId: number;
  /** Another of the learner's sessions, for the route that deletes. */
  disposableSessionId: number;
  nextUsername(): string;
  adminPassword: string;
  podcasts: PodcastFixtures;
}

/** A shared episode, the learner's own episode and job (D17), a stored audio file and the learner's feed token. */
export interface PodcastFixtures {
  sharedEpisodeId: number;
  learnersEpisodeId: number;
  audioKey: string;
  feedToken: string;
  /** A generation job the learner asked for (D17). */
  learnersJobId: string;
  /** The learner's own schedule (issue 14), and another for the route that deletes. */
  learnersScheduleId: number;
  learnersDisposableScheduleId: number;
}

export interface MatrixEntry {
  access: AccessLevel;
  /** The concrete URL to call, when the route has parameters. */
  url?: (f: MatrixFixtures) => string;
  body?: (f: MatrixFixtures) => unknown;
  /** Routes that act on a learner's own object: another learner must get 404. Later issues add them. */
  ownedByLearner?: boolean;
  /** What another learner's 404 says, when it is not an assessment session's. */
  notFoundDetail?: RegExp;
  /** The route's `:id` is a UUID (a podcast job), not a serial number: the hostile-input test sends both kinds. */
  idIsUuid?: boolean;
}
