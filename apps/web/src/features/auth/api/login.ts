import type { LoginRequest, TokenResponse } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

function login({ username, password }: LoginRequest): Promise<TokenResponse> {
  return apiPost<TokenResponse>('login', {
    form: { username, password },
    // Wrong credentials answer 401 too; that is a failed attempt, not an expired session.
    endSessionOnUnauthorized: false,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
