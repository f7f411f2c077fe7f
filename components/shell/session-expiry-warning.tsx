'use client';

import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LazyMessages } from '@/components/i18n/lazy-messages';
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

const DIALOG_NAMESPACES = ['sessionExpiry'] as const;

interface SessionExpiryWarningProps {
  idleMs: number;
  /** how long the session had left before its absolute limit when the layout was rendered */
  absoluteLeftMs: number;
}

/** Mounted once by the portal layout: the 'Your session is about to expire' warning, when it is due. */
export function SessionExpiryWarning({ idleMs, absoluteLeftMs }: SessionExpiryWarningProps) {
  // On this browser's clock, fixed at mount: a session's absolute end never moves.
  const [absoluteEnd] = useState(() => Date.now() + absoluteLeftMs);
  const { deadline, final, renew } = useSessionExpiry(idleMs, absoluteEnd);
  // The absolute limit's notice is said once: 'OK' means the customer knows, and it stays closed.
  const [acknowledged, setAcknowledged] = useState(false);
  if (deadline === null || (final && acknowledged)) return null;
  return (
    <Suspense fallback={null}>
      {/* Its words come when it is first due, with its code: every signed-in page would carry them otherwise. */}
      <LazyMessages namespaces={DIALOG_NAMESPACES}>
        <SessionExpiryDialog deadline={deadline} final={final} onStay={renew} onAcknowledge={() => setAcknowledged(true)} />
      </LazyMessages>
    </Suspense>
  );
}
