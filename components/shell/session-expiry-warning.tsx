'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type { SessionExpiryDialogProps } from './session-expiry-dialog';
import { useSessionExpiry } from './session-expiry-watch';

// The dialog loads when it is first needed: every signed-in page carries this watcher, few ever warn.
// A chunk that cannot load (offline) shows nothing rather than an error page over a half-filled form.
const SessionExpiryDialog = lazy(() =>
  import('./session-expiry-dialog').then(
    (m) => ({ default: m.SessionExpiryDialog }),
    (): { default: ComponentType<SessionExpiryDialogProps> } => ({ default: () => null }),
  ),
);

/** Mounted once by the portal layout: the 'Your session is about to expire' warning, when it is due. */
export function SessionExpiryWarning({ idleMs }: { idleMs: number }) {
  const { deadline, renew } = useSessionExpiry(idleMs);
  if (deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog deadline={deadline} onStay={renew} />
    </Suspense>
  );
}
