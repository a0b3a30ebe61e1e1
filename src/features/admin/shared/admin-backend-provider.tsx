import { createContext, type ReactNode } from 'react';
import type { AdminBackend } from '@/backend/types';

/** A backend given from outside (tests); when absent, the admin pages load the configured one. */
export const AdminBackendContext = createContext<AdminBackend | null>(null);

export function AdminBackendProvider({ backend, children }: { backend: AdminBackend; children: ReactNode }) {
  return <AdminBackendContext value={backend}>{children}</AdminBackendContext>;
}
