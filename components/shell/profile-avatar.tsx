'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { NavIcon } from './nav-icon';

export interface ShellProfile {
  fullName: string;
  initials: string;
  /** a data: URL from the core, or null */
  profilePic: string | null;
  /** already formatted as DD-MMM-YY, hh:mm A, or null when the core has none */
  lastLogin: string | null;
}

interface ProfileAvatarProps {
  profile: ShellProfile;
  /** the collapsed rail shows a small avatar and nothing else */
  compact?: boolean;
}

/** Avatar (picture or initials), name and 'Last Login'; the avatar opens 'Edit Profile Image'. */
export function ProfileAvatar({ profile, compact = false }: ProfileAvatarProps) {
  const [editing, setEditing] = useState(false);
  const noteId = useId();
  const size = compact ? 'h-10 w-10 text-sm' : 'h-16 w-16 text-xl';
  return (
    <div className={cx('flex flex-col items-center text-center', !compact && 'gap-2')}>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label="Edit Profile Image"
        aria-haspopup="dialog"
        className={cx('overflow-hidden rounded-full bg-brand-600 font-semibold text-white', size, focusRing)}
      >
        {profile.profilePic ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL; nothing for the optimiser to do
          <img src={profile.profilePic} alt="" className="h-full w-full object-cover" />
        ) : profile.initials ? (
          <span aria-hidden="true">{profile.initials}</span>
        ) : (
          <NavIcon name="profile" className="mx-auto h-1/2 w-1/2" />
        )}
      </button>
      {!compact && (
        <>
          <p className="font-semibold text-ink-900">{profile.fullName}</p>
          {profile.lastLogin && (
            <p className="text-xs text-ink-500">
              <span className="font-medium">Last Login</span>{' '}
              <span className="whitespace-nowrap">{profile.lastLogin}</span>
            </p>
          )}
        </>
      )}
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title="Edit Profile Image"
        size="sm"
        footer={
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Close
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          <Button disabled fullWidth aria-describedby={noteId}>
            Upload Profile Image
          </Button>
          {profile.profilePic && (
            <Button variant="secondary" disabled fullWidth aria-describedby={noteId}>
              Remove Profile Image
            </Button>
          )}
          <p id={noteId} className="text-sm text-ink-500">
            Changing your profile image here is coming soon.
          </p>
        </div>
      </Modal>
    </div>
  );
}
