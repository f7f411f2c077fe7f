'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLoading } from '@/components/shell/loading-provider';
import { notify } from '@/lib/client/notify';
import { GENERIC_ERROR } from '@/lib/constants';
import type { ProfileModalKey, ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { ProfileModalsContext, type ProfileModals } from '@/components/shell/profile-modals/profile-modals-context';
import { PROFILE_MODALS } from './modal-registry';

type LazyModal = LazyExoticComponent<ComponentType<ProfileModalProps>>;
// One lazy component per key for the life of the page, so reopening never refetches or remounts code.
const lazyModals = new Map<ProfileModalKey, LazyModal>();

function lazyModal(key: ProfileModalKey): LazyModal | null {
  const load = PROFILE_MODALS[key];
  if (!load) return null;
  let modal = lazyModals.get(key);
  if (!modal) {
    modal = lazy(() => load().then((component) => ({ default: component })));
    lazyModals.set(key, modal);
  }
  return modal;
}

/**
 * Mounted once by the portal layout: the one place the profile modals open, whichever page or
 * sheet asked, so the customer stays where they are. One modal at a time; opening another (the
 * Go Green alert's link to the email modal) replaces it. Each opening mounts the modal afresh, so
 * every flow starts from its first step.
 */
export function ProfileModalsProvider({ children }: { children: ReactNode }) {
  const { track } = useLoading();
  const [current, setCurrent] = useState<ProfileModalKey | null>(null);

  const close = useCallback(() => setCurrent(null), []);
  const open = useCallback(
    (key: ProfileModalKey) => {
      const load = PROFILE_MODALS[key];
      if (!load) return false;
      // The global overlay covers the moment the code is fetched; the modal then opens ready.
      track(load()).then(
        () => setCurrent(key),
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

  const Modal = current ? lazyModal(current) : null;
  return (
    <ProfileModalsContext.Provider value={api}>
      {children}
      {Modal && (
        // Already loaded by open(): the boundary only satisfies React.lazy's first render.
        <Suspense fallback={null}>
          <Modal key={current} open onClose={close} />
        </Suspense>
      )}
    </ProfileModalsContext.Provider>
  );
}
