import type { EnhancedResults, NextStep } from '@socratica/contracts';

/**
 * The report carries its recommendations, gaps and next steps twice (spec 1 §3: at the top level and under
 * enhanced_features); the learner sees each item once.
 */
export function reportLists(results: EnhancedResults) {
  const extra = results.enhanced_features;
  return {
    recommendations: unique([...results.personalized_recommendations, ...extra.personalized_recommendations]),
    knowledgeGaps: unique([...results.knowledge_gaps, ...extra.knowledge_gaps]),
    nextSteps: uniqueSteps([...results.next_steps, ...extra.next_steps]),
  };
}

function unique(items: string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

function uniqueSteps(steps: NextStep[]): NextStep[] {
  const seen = new Set<string>();
  return steps.filter((step) => {
    const key = step.title.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
