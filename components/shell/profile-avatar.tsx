'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { Button } from '@/components/ui/button';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { NavIcon } from './nav-icon';
import { useSidebarCollapsed } from './sidebar-store';

// The editor (uploader, validation, actions) loads when the dialog first opens: every page has the
// avatar, and its code would otherwise be part of every page's first load.
const ProfileImageEditor = lazy(() => import('./profile-image-editor').then((m) => ({ default: m.ProfileImageEditor })));

// With the uploader's words: the home page does not carry them (app/(portal)/(forms)/layout.tsx).
const EDITOR_NAMESPACES = ['profileImage', 'ui'] as const;

export interface ShellProfile {
  fullName: string;
  initials: string;
  /** the picture's address on the portal (/api/profile-image?v={version}), or null when there is none */
  profilePic: string | null;
  /** already formatted as DD-MMM-YY, hh:mm A, or null when the core has none */
  lastLogin: string | null;
}

interface ProfileAvatarProps {
  profile: ShellProfile;
}

/** Avatar (picture or initials), name and 'Last Login'; the avatar opens 'Edit Profile Image'. */
export function ProfileAvatar({ profile }: ProfileAvatarProps) {
  const [editing, setEditing] = useState(false);
  const t = useTranslations('shellClient');
  // The collapsed side bar's rail shows a small avatar and nothing else.
  const compact = useSidebarCollapsed();
  const size = compact ? 'h-10 w-10 text-sm' : 'h-16 w-16 text-xl';
  return (
    <div className={cx('flex flex-col items-center text-center', !compact && 'gap-2')}>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={t('editImage')}
        aria-haspopup="dialog"
        className={cx('overflow-hidden rounded-full bg-brand-600 font-semibold text-white', size, focusRing)}
      >
        {profile.profilePic ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private, per-customer picture: nothing for the optimiser to do
          <img src={profile.profilePic} alt="" className="h-full w-full object-cover" />
        ) : profile.initials ? (
          <span aria-hidden="true">{profile.initials}</span>
        ) : (
          <NavIcon name="profile" className="mx-auto block h-1/2 w-1/2" />
        )}
      </button>
      {!compact && (
        <>
          <p className="font-semibold text-ink-900">{profile.fullName}</p>
          {profile.lastLogin && (
            <p className="text-xs text-ink-500">
              <span className="font-medium">{t('lastLogin')}</span> <span className="whitespace-nowrap">{profile.lastLogin}</span>
            </p>
          )}
        </>
      )}
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={t('editImage')}
        size="sm"
        footer={
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {t('close')}
          </Button>
        }
      >
        {/* The editor's words come with its code, when the dialog first opens. */}
        <Suspense fallback={<Spinner className="mx-auto text-brand-600" />}>
          <LazyMessages namespaces={EDITOR_NAMESPACES}>
            <ProfileImageEditor hasPicture={profile.profilePic !== null} onDone={() => setEditing(false)} />
          </LazyMessages>
        </Suspense>
      </Modal>
    </div>
  );
}
