'use client';

import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import { RequestRefusal } from '@/components/requests/request-refusal';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { OpenRequest } from '@/lib/open-requests';

/** Each modal's own title, so the refusal opens where the customer expected the form. */
const TITLES: Record<ProfileModalKey, string> = {
  address: 'Update Address',
  email: 'Update Email Id',
  mobile: 'Update Mobile Number',
  pan: 'Edit Pan Card',
  aadhaar: 'Update Aadhaar',
  name: 'Change Name',
  goGreen: 'Go Green',
  nominee: 'Update Nominee',
};

interface RefusedModalProps {
  modal: ProfileModalKey;
  request: OpenRequest;
  onClose: () => void;
}

/** In place of a modal whose request the core would refuse: why, and the request that blocks it. */
export function RefusedModal({ modal, request, onClose }: RefusedModalProps) {
  return (
    <Modal open onClose={onClose} title={TITLES[modal]} size="sm" footer={<Button onClick={onClose}>OK</Button>}>
      <RequestRefusal request={request} onFollow={onClose} />
    </Modal>
  );
}
