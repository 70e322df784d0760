import type { Severity } from '@socratica/contracts';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentFilterRepository } from './content-filter.repository.js';

/** Which filter a text tripped. */
export interface FilterVerdict {
  categoryId: number;
  categoryName: string;
  severity: Severity;
  filterId: number;
  /** The keyword or phrase that matched, as the filter has it. */
  matched: string;
}

export class ContentFilterService {
  constructor(
    private readonly repository: ContentFilterRepository,
    private readonly audit: AuditService,
  ) {}

  /** The first enabled filter of an enabled category that the text trips, or null when it is clean. */
  async check(text: string): Promise<FilterVerdict | null> {
    void text;
    return null; // FILLED IN BY THE CONTENT-FILTER WORK
  }

  /** The video ids an admin has blocked. */
  async blockedVideoIds(): Promise<Set<string>> {
    return new Set(); // FILLED IN BY THE CONTENT-FILTER WORK
  }
}
