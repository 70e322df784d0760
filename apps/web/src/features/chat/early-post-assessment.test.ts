import { describe, expect, it } from 'vitest';
import { earlyPostAssessmentQuestion } from './early-post-assessment';

describe('earlyPostAssessmentQuestion', () => {
  it('says the whole minutes left, in the plural', () => {
    expect(earlyPostAssessmentQuestion(9 * 60)).toBe(
      'You still have 9 minutes of chat. Start the timed post-assessment now?',
    );
  });

  it('counts whole minutes as the clock shows them, and says one minute in the singular', () => {
    expect(earlyPostAssessmentQuestion(10 * 60 + 22)).toMatch(/^You still have 10 minutes of chat\./);
    expect(earlyPostAssessmentQuestion(61)).toBe(
      'You still have 1 minute of chat. Start the timed post-assessment now?',
    );
  });

  it('says less than a minute, never zero minutes, in the last seconds', () => {
    expect(earlyPostAssessmentQuestion(30)).toBe(
      'You still have less than a minute of chat. Start the timed post-assessment now?',
    );
  });

  it('asks nothing once the time is up', () => {
    expect(earlyPostAssessmentQuestion(0)).toBeNull();
  });
});
