import { useContext } from 'react';
import { loadAdminBackend } from '@/backend/load-admin-backend';
import type { AdminBackend } from '@/backend/types';
import { useSubscription, type LiveState, type Subscribe } from '@/hooks/use-subscription';
import { AdminBackendContext } from './admin-backend-provider';

/** Loads the configured backend once: a source that answers once. */
const loadConfigured: Subscribe<AdminBackend> = (onData, onError) => {
  loadAdminBackend().then(onData, onError);
  return () => {};
};

/** The admin backend: the one an AdminBackendProvider gives, otherwise the configured one, loaded on demand. */
export function useAdminBackend(): LiveState<AdminBackend> {
  const injected = useContext(AdminBackendContext);
  return useSubscription<AdminBackend>(
    injected ? 'admin-backend:given' : 'admin-backend',
    injected ? (onData) => (onData(injected), () => {}) : loadConfigured,
  );
}
