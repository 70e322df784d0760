import { describe, expect, it } from 'vitest';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentFilterRepository } from './content-filter.repository.js';
import { ContentFilterService } from './content-filter.service.js';

/** A filter as the repository reads it, with its category's fields. */
const filterRow = (id: number, keywords: string[]) => ({
  id,
  blockedCategoryId: 1,
  categoryName: 'Insults',
  categorySeverity: 'medium' as const,
  keywords,
  phrases: [],
  matchType: 'any' as const,
  caseSensitive: false,
  enabled: true,
  categoryEnabled: true,
});

describe('ContentFilterService.streamedCheck', () => {
  it('checks each piece with what came before, and reads the text so far again when the rules change', async () => {
    let rows = [filterRow(1, ['idiot'])];
    const repository = { filters: () => Promise.resolve(rows) } as unknown as ContentFilterRepository;
    const service = new ContentFilterService(repository, {} as AuditService);
    const check = service.streamedCheck();
    expect(await check.add('What an id')).toBeNull();
    expect(await check.add('ea. What a mor')).toBeNull();
    // An admin adds a filter mid-reply: as a whole-text check would, the next piece is judged by it.
    rows = [filterRow(1, ['idiot']), filterRow(2, ['moron'])];
    service['rulesChanged']();
    expect((await check.add('on.'))?.matched).toBe('moron');
    const fresh = service.streamedCheck();
    expect((await fresh.add('You id'))?.matched).toBeUndefined();
    expect((await fresh.add('iot'))?.matched).toBe('idiot');
  });
});
