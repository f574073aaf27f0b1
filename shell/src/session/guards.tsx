import type { ReactNode } from 'react';

// Interim pass-throughs until the session rules of SPEC §4 land here (issue 3).
export function AuthGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function DashboardGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
