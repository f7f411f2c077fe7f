'use client';

import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { BottomDrawer } from '@/components/ui/bottom-drawer';
import { cx, focusRing } from '@/components/ui/field-styles';
import { trackEvent } from '@/lib/track-client';
import type { QuickLink } from './nav-items';

interface QuickLinksSheetProps {
  open: boolean;
  onClose: () => void;
  links: QuickLink[];
}

/** Each item closes the sheet and opens its profile modal over the page the customer is on. */
export function QuickLinksSheet({ open, onClose, links }: QuickLinksSheetProps) {
  return (
    <BottomDrawer open={open} onClose={onClose} title="Quick Links">
      <ul className="divide-y divide-brand-100">
        {links.map((link) => (
          <li key={link.label}>
            <ProfileModalLink
              modal={link.modal}
              onPress={() => {
                trackEvent({ menuName: link.label, displayPage: 'Quick links' });
                onClose();
              }}
              className={cx(
                'flex min-h-12 items-center justify-between gap-3 rounded-lg px-2 py-3 font-medium text-ink-900 hover:bg-brand-50',
                focusRing,
              )}
            >
              {link.label}
              <span aria-hidden="true" className="text-brand-600">
                ›
              </span>
            </ProfileModalLink>
          </li>
        ))}
      </ul>
    </BottomDrawer>
  );
}
