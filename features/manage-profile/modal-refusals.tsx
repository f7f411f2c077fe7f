'use client';

import { useTranslations } from 'next-intl';
import { PROFILE_MODAL_TITLES, type ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import { RequestRefusal } from '@/components/requests/request-refusal';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { OpenRequest } from '@/lib/open-requests';

interface RefusedModalProps {
  modal: ProfileModalKey;
  request: OpenRequest;
  onClose: () => void;
}

/** In place of a modal whose request the core would refuse: why, and the request that blocks it. */
export function RefusedModal({ modal, request, onClose }: RefusedModalProps) {
  const t = useTranslations('ui');
  return (
    <Modal
      open
      onClose={onClose}
      title={PROFILE_MODAL_TITLES[modal]}
      size="sm"
      footer={<Button onClick={onClose}>{t('ok')}</Button>}
    >
      <RequestRefusal request={request} onFollow={onClose} />
    </Modal>
  );
}
