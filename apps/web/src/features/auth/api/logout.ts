import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

function logout(): Promise<void> {
  return apiPost<void>('logout');
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
