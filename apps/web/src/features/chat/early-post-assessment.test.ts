import { describe, expect, it } from 'vitest';
import { earlyPostAssessmentQuestion } from './early-post-assessment';

describe('earlyPostAssessmentQuestion', () => {
  it('says the whole minutes left, in the plural', () => {
    expect(earlyPostAssessmentQuestion(9 * 60)).toBe(
      'You still have 9 minutes of chat. Start the timed post-assessment now?',
    );
  });

  it('rounds a part minute up, and says one minute in the singular', () => {
    expect(earlyPostAssessmentQuestion(30)).toBe(
      'You still have 1 minute of chat. Start the timed post-assessment now?',
    );
    expect(earlyPostAssessmentQuestion(61)).toMatch(/^You still have 2 minutes of chat\./);
  });

  it('asks nothing once the time is up', () => {
    expect(earlyPostAssessmentQuestion(0)).toBeNull();
  });
});
