'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { LazyMessages, loadMessages } from '@/components/i18n/lazy-messages';
import { useLoading } from '@/components/shell/loading-provider';
import { notify } from '@/lib/client/notify';
import { GENERIC_ERROR } from '@/lib/constants';
import { MODAL_PARAM, type ProfileModalKey, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import {
  ProfileModalsContext,
  useProfileModals,
  type ProfileModals,
} from '@/components/shell/profile-modals/profile-modals-context';
import type { OpenRequest } from '@/lib/open-requests';
import { KINDS_OF_MODAL } from './modal-kinds';
import { RefusedModal } from './modal-refusals';
import { PROFILE_MODALS } from './modal-registry';
import { profileOpenRequestAction } from './open-request-action';

/**
 * The open request that would refuse what this modal raises (issue 24 §3), asked while its code
 * loads. A failed check opens the modal as before: the submit checks again.
 */
async function refusalFor(key: ProfileModalKey): Promise<OpenRequest | null> {
  if (KINDS_OF_MODAL[key].length === 0) return null;
  try {
    return (await profileOpenRequestAction({ modal: key }))?.data ?? null;
  } catch {
    return null;
  }
}

/**
 * The modals' words come with their code, when one first opens: the host is on every signed-in
 * page, `/` included, and sending them in every page's HTML would cost each page several KB.
 */
// With the shared widgets' words: the home page does not carry them (app/(portal)/(forms)/layout.tsx).
const MODAL_NAMESPACES = ['profileModals', 'options', 'ui', 'otp', 'requests', 'bankAccount'] as const;

// One lazy component per key, made once with the module: React.lazy fetches nothing until the
// component first renders, and reopening a modal never refetches or remounts its code.
const LAZY_MODALS: Partial<Record<ProfileModalKey, ComponentType<ProfileModalProps>>> = Object.fromEntries(
  Object.entries(PROFILE_MODALS).map(([key, load]) => [key, lazy(() => load().then((component) => ({ default: component })))]),
);

/**
 * Mounted once by the portal layout: the one place the profile modals open, whichever page or
 * sheet asked, so the customer stays where they are. One modal at a time; opening another (the
 * Go Green alert's link to the email modal) replaces it. Each opening mounts the modal afresh, so
 * every flow starts from its first step. A modal whose request is already open at the core opens
 * as that refusal instead, before any form, upload or OTP.
 */
export function ProfileModalsProvider({ children }: { children: ReactNode }) {
  const { track } = useLoading();
  const [current, setCurrent] = useState<ProfileModalKey | null>(null);
  const [refusal, setRefusal] = useState<OpenRequest | null>(null);

  const close = useCallback(() => setCurrent(null), []);
  const open = useCallback(
    (key: ProfileModalKey) => {
      const load = PROFILE_MODALS[key];
      if (!load) return false;
      // The global overlay covers the moment the code and words are fetched; the modal then opens ready.
      track(Promise.all([load(), refusalFor(key), loadMessages(MODAL_NAMESPACES)])).then(
        ([, refused]) => {
          setRefusal(refused);
          setCurrent(key);
        },
        (e: unknown) => {
          // SPEC §8: a failed lazy load is reported, not left as a button that does nothing.
          console.error(`profile modal '${key}' failed to load:`, e);
          notify('error', GENERIC_ERROR);
        },
      );
      return true;
    },
    [track],
  );
  const api = useMemo<ProfileModals>(
    () => ({
      open,
      close,
      has: (key) => PROFILE_MODALS[key] !== undefined,
      preload: (key) => void PROFILE_MODALS[key]?.().catch(() => undefined),
    }),
    [open, close],
  );

  const Modal = current ? LAZY_MODALS[current] : undefined;
  return (
    <ProfileModalsContext.Provider value={api}>
      {children}
      {current && (
        // Already fetched by open(): the boundaries only satisfy the first render.
        <LazyMessages namespaces={MODAL_NAMESPACES}>
          {refusal ? (
            <RefusedModal key={current} modal={current} request={refusal} onClose={close} />
          ) : (
            Modal && (
              <Suspense fallback={null}>
                <Modal key={current} open onClose={close} />
              </Suspense>
            )
          )}
        </LazyMessages>
      )}
    </ProfileModalsContext.Provider>
  );
}

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
