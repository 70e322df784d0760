import type { Database } from '../../db/client.js';

export class VideoFeedbackRepository {
  constructor(private readonly db: Database) {}
}
