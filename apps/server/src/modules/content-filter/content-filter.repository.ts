import type { Database } from '../../db/client.js';

export class ContentFilterRepository {
  constructor(private readonly db: Database) {}
}
