import type { YoutubeTestResult } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';
import { YOUTUBE_API_KEY } from './youtube-api-key';

/** One real, cheap call to YouTube (1 quota unit); without a key, no call, and the answer says so. */
function testYoutubeConnection(): Promise<YoutubeTestResult> {
  return apiPost<YoutubeTestResult>('admin/youtube/test');
}

export function useTestYoutubeConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testYoutubeConnection,
    // The call spent quota and may have changed whether the API is available.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...YOUTUBE_API_KEY, 'status'] }),
  });
}
