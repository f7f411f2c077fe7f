'use client';

import { BottomDrawer } from '@/components/ui/bottom-drawer';
import { cx, focusRing } from '@/components/ui/field-styles';
import type { QuickLink } from './nav-items';
import { TrackedLink } from './tracked-link';

interface QuickLinksSheetProps {
  open: boolean;
  onClose: () => void;
  links: QuickLink[];
}

export function QuickLinksSheet({ open, onClose, links }: QuickLinksSheetProps) {
  return (
    <BottomDrawer open={open} onClose={onClose} title="Quick Links">
      <ul className="divide-y divide-brand-100">
        {links.map((link) => (
          <li key={link.label}>
            <TrackedLink
              href={link.href}
              track={{ menuName: link.label, displayPage: 'Quick links' }}
              onClick={onClose}
              className={cx(
                'flex min-h-12 items-center justify-between gap-3 rounded-lg px-2 py-3 font-medium text-ink-900 hover:bg-brand-50',
                focusRing,
              )}
            >
              {link.label}
              <span aria-hidden="true" className="text-brand-600">
                ›
              </span>
            </TrackedLink>
          </li>
        ))}
      </ul>
    </BottomDrawer>
  );
}
