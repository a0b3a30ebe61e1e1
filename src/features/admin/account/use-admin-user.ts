import type { AdminBackend, AdminUser } from '@/backend/types';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

/** Follows the signed-in user (null when signed out); loading until the backend has answered once. */
export function useAdminUser(backend: AdminBackend | undefined): LiveState<AdminUser | null> {
  return useSubscription<AdminUser | null>('admin-user', backend ? (onData) => backend.onUserChanged(onData) : null);
}
