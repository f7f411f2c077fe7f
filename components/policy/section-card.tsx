import type { ReactNode } from 'react';
import { cx } from '@/components/ui/field-styles';
import { InfoBanner } from '@/components/ui/info-banner';
import { TECHNICAL_ERROR } from '@/lib/constants';

interface SectionCardProps {
  id: string;
  title: string;
  /** next to the title, e.g. a status tag or a 'Pay Now' link */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled white panel; the heading labels the section so it is reachable by headings and regions. */
export function SectionCard({ id, title, aside, children, className }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cx('card', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a section shows when its own data could not be loaded; the rest of the page still works. */
export function SectionError() {
  return <InfoBanner tone="error">{TECHNICAL_ERROR}</InfoBanner>;
}
