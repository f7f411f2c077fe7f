'use client';

import { useEffect, useRef } from 'react';
import { MODAL_PARAM, type ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import { useProfileModals } from '@/components/shell/profile-modals/profile-modals-context';

/**
 * A deep link (/manage-profile?modal=email, from the login banner, the e-KYC alert or an SMS)
 * opens its modal once the page is here. The parameter is then dropped from the address, so a
 * refresh or Back does not open it again; replaceState keeps Next's router in step without a reload.
 */
export function OpenModalOnArrival({ modal }: { modal: ProfileModalKey }) {
  const modals = useProfileModals();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !modals) return;
    done.current = true;
    modals.open(modal);
    const url = new URL(window.location.href);
    url.searchParams.delete(MODAL_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [modal, modals]);
  return null;
}
