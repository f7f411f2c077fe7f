'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { InfoBanner } from '@/components/ui/info-banner';
import { cx } from '@/components/ui/field-styles';
import { useTranslations } from 'next-intl';
import { requestTrackerHref, type OpenRequest } from '@/lib/open-requests';
import { useOpenRequestLine } from './open-request-line';

interface RequestRefusalProps {
  request: OpenRequest;
  className?: string;
  /** runs as the customer follows the link, e.g. to close the dialog the refusal sits in */
  onFollow?: () => void;
}

/**
 * A request refused before the customer fills it in (issue 24 §3): the core's words, the request
 * that blocks it and a link to it in the tracker. It is put first where the customer is looking and
 * takes focus once in place (after a dialog's own opening focus), and role="alert" announces it.
 */
export function RequestRefusal({ request, className, onFollow }: RequestRefusalProps) {
  const box = useRef<HTMLDivElement>(null);
  const t = useTranslations('requests');
  const line = useOpenRequestLine();
  useEffect(() => {
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={box} tabIndex={-1} data-testid="request-refusal" className={cx('rounded-lg focus:outline-none', className)}>
      <InfoBanner tone="error" title={request.message}>
        <p>
          {line(request)}.{' '}
          <Link
            href={requestTrackerHref(request.srNumber)}
            onClick={onFollow}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('track')}
          </Link>
        </p>
      </InfoBanner>
    </div>
  );
}
