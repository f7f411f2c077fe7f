'use client';

import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';

type Connection = 'online' | 'offline' | 'restored';

/** SPEC §2: 'Oops!' while the connection is gone, 'Great news!' once it is back. */
export function OfflineOverlay() {
  const [state, setState] = useState<Connection>('online');

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((s) => (s === 'offline' ? 'restored' : s));
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  const offline = state === 'offline';
  return (
    <Modal
      open={state !== 'online'}
      onClose={() => setState('online')}
      dismissible={!offline}
      hideCloseButton
      size="sm"
      title={offline ? 'Oops!' : 'Great news!'}
      footer={
        <Button fullWidth disabled={offline} onClick={() => setState('online')}>
          Continue
        </Button>
      }
    >
      <p className="text-ink-700">
        {offline
          ? "We're having trouble connecting. Please check your Wi-Fi or mobile data try again."
          : 'Welcome back! Your connection is stable again. Click to continue.'}
      </p>
    </Modal>
  );
}
