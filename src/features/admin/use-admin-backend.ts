import { useContext, useEffect, useState } from 'react';
import { loadAdminBackend } from '@/backend/load-admin-backend';
import type { AdminBackend } from '@/backend/types';
import { AdminBackendContext } from './admin-backend-provider';

export type AdminBackendState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: Error }
  | { status: 'success'; data: AdminBackend; error: null };

const LOADING: AdminBackendState = { status: 'loading', data: null, error: null };

/** The admin backend: the one an AdminBackendProvider gives, otherwise the configured one, loaded on demand. */
export function useAdminBackend(): AdminBackendState {
  const injected = useContext(AdminBackendContext);
  const [loaded, setLoaded] = useState<AdminBackendState>(LOADING);

  useEffect(() => {
    if (injected) return;
    let active = true;
    loadAdminBackend().then(
      (backend) => active && setLoaded({ status: 'success', data: backend, error: null }),
      (error: unknown) =>
        active &&
        setLoaded({ status: 'error', data: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [injected]);

  return injected ? { status: 'success', data: injected, error: null } : loaded;
}
