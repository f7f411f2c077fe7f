'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import Link from 'next/link';
import { trackEvent, type TrackEvent } from '@/lib/track-client';
import { profileModalHref, type ProfileModalKey } from './modal-keys';
import { useProfileModals } from './profile-modals-context';

interface ProfileModalButtonProps {
  modal: ProfileModalKey;
  children: ReactNode;
  /** where the press is reported from (SPEC §7 menu/track) */
  displayPage?: TrackEvent['displayPage'];
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/*
 * What the press is reported as (SPEC §7 menuName): the button's English label whatever the page's
 * language, so the figures of both languages add up. Analytics values, not shown.
 */
const MENU_NAMES: Record<ProfileModalKey, string> = {
  name: 'Change Name', // i18n-ignore
  mobile: 'Update Mobile Number', // i18n-ignore
  email: 'Update Email Id', // i18n-ignore
  address: 'Update Address', // i18n-ignore
  aadhaar: 'Update Aadhaar', // i18n-ignore
  pan: 'Update PAN', // i18n-ignore
  goGreen: 'Go Green Request', // i18n-ignore
  nominee: 'Update Nominee', // i18n-ignore
  bankAccount: 'Update Bank Account', // i18n-ignore
};

/**
 * A button that opens a profile modal in place. A key with no modal registered yet renders
 * nothing, so no button ever leads nowhere.
 */
// i18n-ignore -- an analytics value (SPEC §7), not shown
export function ProfileModalButton({ modal, children, displayPage = 'Profile Page', ...style }: ProfileModalButtonProps) {
  const modals = useProfileModals();
  if (!modals?.has(modal)) return null;
  return (
    <Button
      {...style}
      aria-haspopup="dialog"
      onPointerEnter={() => modals.preload(modal)}
      onFocus={() => modals.preload(modal)}
      onClick={() => {
        trackEvent({ menuName: MENU_NAMES[modal], displayPage });
        // Focus stays on this button, so it returns here when the modal closes.
        modals.open(modal);
      }}
    >
      {children}
    </Button>
  );
}

interface ProfileModalLinkProps {
  modal: ProfileModalKey;
  children: ReactNode;
  className?: string;
  /** runs on every press, whichever way it goes: analytics, closing the sheet the link sits in */
  onPress?: () => void;
}

/**
 * A link to a profile modal: opens it where the customer is when the host has it, else (no host,
 * no modal yet, a new tab) goes to the profile page, which opens it on arrival.
 */
export function ProfileModalLink({ modal, children, className, onPress }: ProfileModalLinkProps) {
  const modals = useProfileModals();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    // A new tab or window is the customer's choice: the link then works as a plain link.
    if (!modals?.has(modal) || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    modals.open(modal);
  };
  return (
    <Link
      href={profileModalHref(modal)}
      className={className}
      onClick={onClick}
      onMouseEnter={() => modals?.preload(modal)}
      onFocus={() => modals?.preload(modal)}
    >
      {children}
    </Link>
  );
}
