'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';

type Connection = 'online' | 'offline' | 'restored';

/** SPEC §2: 'Oops!' while the connection is gone, 'Great news!' once it is back. */
export function OfflineOverlay() {
  const [state, setState] = useState<Connection>('online');
  const t = useTranslations('shellClient');

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
      title={offline ? t('offlineTitle') : t('restoredTitle')}
      footer={
        <Button fullWidth disabled={offline} onClick={() => setState('online')}>
          {t('continue')}
        </Button>
      }
    >
      <p className="text-ink-700">{offline ? t('offlineBody') : t('restoredBody')}</p>
    </Modal>
  );
}
