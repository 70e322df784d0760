import { describe, expect, it } from 'vitest';
import { enhancedResults } from '../../testing/assessments';
import { reportLists } from './report-lists';

describe('reportLists', () => {
  it('merges the top-level and enhanced lists, each item once', () => {
    const lists = reportLists(
      enhancedResults({
        next_steps: [{ title: 'Teach it back', description: 'First.' }],
      }),
    );

    expect(lists.recommendations).toEqual(['Draw the Earth–Moon system', 'Watch a time-lapse of a harbour']);
    expect(lists.knowledgeGaps).toEqual(['Neap tides']);
    expect(lists.nextSteps).toEqual([{ title: 'Teach it back', description: 'First.' }]);
  });
});
