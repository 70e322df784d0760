import type { z } from 'zod';
import {
  CoachTask,
  type CoachEventsPage,
  type CoachEventsQuery,
  type DashboardStats,
  type SystemSetting,
  type SystemSettings,
} from '@socratica/contracts';
import type { AuditService } from '../audit/audit.service.js';
import type { SourcesService } from '../sources/sources.service.js';
import type { UsersService } from '../users/users.service.js';
import type { CoachEventsRepository } from './coach-events.repository.js';
import type { CoachReplyChecksRepository } from './coach-reply-checks.repository.js';

export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly settings: SystemSetting[],
    private readonly replyChecks: CoachReplyChecksRepository,
    private readonly sources: Pick<SourcesService, 'availability' | 'topicsWithoutSource'>,
    private readonly coachEventRows: Pick<CoachEventsRepository, 'list'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dashboard(): Promise<DashboardStats> {
    // Each audit figure is the total of the audit-log filter its card links to.
    const [userCounts, auditCounts, replyChecks, sourceless] = await Promise.all([
      this.users.counts(),
      this.audit.dashboardCounts(this.now()),
      this.replyChecks.counts(),
      this.sources.topicsWithoutSource(),
    ]);
    return {
      total_users: userCounts.total,
      active_users: userCounts.active,
      total_audit_logs: auditCounts.last24h,
      failed_logins_7d: auditCounts.failedLogins7d,
      suspicious_activity_7d: auditCounts.suspicious7d,
      topics_without_source: sourceless,
      model_replies: {
        checked: replyChecks.checked,
        reasked: replyChecks.reasked,
        replaced: replyChecks.replaced,
        trimmed: replyChecks.trimmed,
        unanswered: replyChecks.unanswered,
        failed_outside_chat: Object.fromEntries(
          CoachTask.options.map((task) => [task, replyChecks[`failed:${task}`]]),
        ) as Record<CoachTask, number>,
      },
    };
  }

  coachEvents({ outcome, page, limit }: z.output<typeof CoachEventsQuery>): Promise<CoachEventsPage> {
    return this.coachEventRows.list(outcome, { page, limit });
  }

  async systemSettings(): Promise<SystemSettings> {
    return { settings: this.settings, sources: await this.sources.availability() };
  }
}
