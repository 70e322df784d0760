import type { VideoCategoriesReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

function fetchVideoCategories(): Promise<VideoCategoriesReply> {
  return apiGet<VideoCategoriesReply>('admin/video/categories');
}

export function useVideoCategories() {
  return useQuery({ queryKey: [...VIDEO_MANAGEMENT_KEY, 'categories'], queryFn: fetchVideoCategories });
}
