import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireSession } from './RequireSession';

/** /user/new?invitation={id} is the invited user's own path (decisions.md): no session needed. */
export function InvitationOrSession({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  if (search.has('invitation')) return children;
  return <RequireSession>{children}</RequireSession>;
}
