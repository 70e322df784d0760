import type { VideoReportsReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

/** The pending reports, newest first (the server's default status). */
function fetchPendingReports(): Promise<VideoReportsReply> {
  return apiGet<VideoReportsReply>('video-feedback/admin/reports');
}

export function usePendingReports() {
  return useQuery({ queryKey: [...VIDEO_REPORTS_KEY, 'reports'], queryFn: fetchPendingReports });
}
