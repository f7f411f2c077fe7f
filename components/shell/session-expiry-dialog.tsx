'use client';

import { useEffect, useRef, useState } from 'react';
import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { MessageText } from '@/lib/i18n/message-text';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { logoutAction } from './actions';
import { countdownText, spokenCountdown } from './session-expiry-timing';

/** The countdown moves on the second; a shorter tick keeps it from skipping one now and then. */
const TICK_MS = 250;

export interface SessionExpiryDialogProps {
  /** The session's deadline on this browser's clock. */
  deadline: number;
  /** The deadline is the session's absolute limit: staying cannot move it, so none is offered. */
  final: boolean;
  /** Renews the session; false when the server could not be reached. */
  onStay: () => Promise<boolean>;
  /** 'OK' on the absolute limit's notice. */
  onAcknowledge: () => void;
}

/**
 * 'Your session is about to expire'. Staying renews the session in place: no navigation and no
 * refresh, so the page and anything typed into it stay as they are. Escape also means stay.
 * At the absolute limit (SESSION_ABSOLUTE_HOURS after login) nothing can renew it: the dialog says
 * so, and 'OK' (or Escape) closes it for good.
 */
export function SessionExpiryDialog({ deadline, final, onStay, onAcknowledge }: SessionExpiryDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  const [leftAtOpen] = useState(() => deadline - Date.now());
  const [staying, setStaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const stayButton = useRef<HTMLButtonElement>(null);
  // The hook hands the action's redirect to /login on to the router, as the side menu's Logout does.
  const logout = useAction(logoutAction);
  const t = useTranslations('sessionExpiry');
  const words = {
    say: (unit: 'minutes' | 'seconds', count: number) => t(unit, { count }),
    expireIn: (time: string) => t('spoken', { time }),
  };

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, []);
  // Runs after the Modal has opened its <dialog> (a child's effects run first), which would
  // otherwise focus the first button, 'Log out'.
  useEffect(() => stayButton.current?.focus(), []);

  const stay = async () => {
    if (staying) return;
    setStaying(true);
    setFailed(false);
    const renewed = await onStay();
    // On success this dialog is gone already; otherwise the customer may try again.
    setStaying(false);
    setFailed(!renewed);
  };

  const left = deadline - now;
  const timer = () => (
    <span role="timer" className="font-semibold text-ink-900 tabular-nums">
      {countdownText(left)}
    </span>
  );
  return (
    <Modal
      open
      onClose={final ? onAcknowledge : stay}
      title={t('title')}
      hideCloseButton
      closeOnOutsideClick={false}
      size="sm"
      footer={
        <>
          <form action={logout.execute}>
            <Button type="submit" variant="secondary" loading={logout.isPending}>
              {t('logOut')}
            </Button>
          </form>
          {final ? (
            <Button ref={stayButton} onClick={onAcknowledge}>
              {t('ok')}
            </Button>
          ) : (
            <Button ref={stayButton} onClick={stay} loading={staying}>
              {t('stay')}
            </Button>
          )}
        </>
      }
    >
      <p className="text-ink-700">{t.rich(final ? 'finalBody' : 'idleBody', { timer })}</p>
      {failed && (
        <InfoBanner tone="error" className="mt-3">
          <MessageText message={TECHNICAL_ERROR} />
        </InfoBanner>
      )}
      <p className="sr-only" aria-live="polite">
        {spokenCountdown(leftAtOpen, left, words)}
      </p>
    </Modal>
  );
}
