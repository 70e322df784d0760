import type { AuditService } from '../audit/audit.service.js';
import type { VideoFeedbackRepository } from './video-feedback.repository.js';

/** What moderation keeps out of every video search. */
export interface VideoExclusions {
  videoIds: Set<string>;
  channelIds: Set<string>;
}

export class VideoFeedbackService {
  constructor(
    private readonly repository: VideoFeedbackRepository,
    private readonly audit: AuditService,
  ) {}

  /** The blacklisted videos and channels. */
  async exclusions(): Promise<VideoExclusions> {
    return { videoIds: new Set(), channelIds: new Set() }; // FILLED IN BY THE FEEDBACK WORK
  }

  /** How many learners upvoted each of these videos (absent: none). */
  async upvoteCounts(videoIds: string[]): Promise<Map<string, number>> {
    void videoIds;
    return new Map(); // FILLED IN BY THE FEEDBACK WORK
  }
}
