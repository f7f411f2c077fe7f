'use client';

import { createContext, useContext } from 'react';
import type { ProfileModalKey } from './modal-keys';

/**
 * The controls of the one host that opens the profile modals over any page. The shell, the
 * dashboard and the service-request shortcuts open modals through these; the host itself, with
 * the modals' code, belongs to /manage-profile (features/manage-profile/profile-modals.tsx).
 */
export interface ProfileModals {
  /** Opens that modal over the current page; false when the key has no modal yet. */
  open(key: ProfileModalKey): boolean;
  close(): void;
  /** Whether the key has a modal: a trigger for one without renders nothing. */
  has(key: ProfileModalKey): boolean;
  /** Fetches the modal's code ahead of the press (pointer over or focus on its trigger). */
  preload(key: ProfileModalKey): void;
}

export const ProfileModalsContext = createContext<ProfileModals | null>(null);

/** The host's controls, or null outside it (e.g. a page rendered without the portal layout). */
export function useProfileModals(): ProfileModals | null {
  return useContext(ProfileModalsContext);
}
