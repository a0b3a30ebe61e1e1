import { useEffect, useState } from 'react';
import type { AdminBackend, AdminUser } from '@/backend/types';

export type AdminUserState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AdminUser };

/** Follows the signed-in user; 'loading' until the backend has answered once. */
export function useAdminUser(backend: AdminBackend | null): AdminUserState {
  const [answer, setAnswer] = useState<{ backend: AdminBackend; user: AdminUser | null } | null>(null);

  useEffect(() => {
    if (!backend) return;
    return backend.onUserChanged((user) => setAnswer({ backend, user }));
  }, [backend]);

  if (!backend || answer === null || answer.backend !== backend) return { status: 'loading' };
  return answer.user ? { status: 'signed-in', user: answer.user } : { status: 'signed-out' };
}
