import type { DashboardStats } from '@socratica/contracts';

/** A fresh install's dashboard figures, typed so a test's fixture follows the contract as it grows. */
export function dashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    total_users: 1,
    active_users: 1,
    total_audit_logs: 0,
    failed_logins_7d: 0,
    suspicious_activity_7d: 0,
    topics_without_source: [],
    model_replies: {
      checked: 0,
      reasked: 0,
      replaced: 0,
      trimmed: 0,
      unanswered: 0,
      failed_outside_chat: {
        baseline: 0,
        baseline_advice: 0,
        post_assessment: 0,
        marking: 0,
        learning_summary: 0,
        podcast_script: 0,
      },
    },
    ...overrides,
  };
}
