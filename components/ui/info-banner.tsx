import type { ReactNode } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import { cx } from './field-styles';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

/*
 * .banner-{tone} (app/globals.css) colours the box, title and icon (the -700/-900 shades on the
 * -50 tints: all comfortably above 4.5:1); .banner-icon draws each tone's own shape, so shape as
 * well as colour tells the tones apart.
 */
export interface InfoBannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Optional trailing action, e.g. a "Retry" Button. */
  action?: ReactNode;
  className?: string;
}

/**
 * Inline message box. Errors use role="alert" so a newly shown failure is announced at once;
 * the other tones are polite (role="status") so they never interrupt the user. A text given as a
 * catalogue key (SPEC §8's errors, an action's refusal) is worded here; the core's words show as sent.
 */
export function InfoBanner({ tone = 'info', title, children: given, action, className }: InfoBannerProps) {
  const text = useMessageText();
  const children = typeof given === 'string' ? text(given) : given;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('banner', `banner-${tone}`, className)}>
      <span className="banner-icon" aria-hidden="true" />
      <div className="min-w-48 flex-1">
        {title && <p className="banner-title">{title}</p>}
        {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
      </div>
      {/* On a phone the action has its own row: whether it fits beside the text would hang on the
          text's width, which changes as a web font arrives and moved everything below it. */}
      {action && <div className="shrink-0 max-sm:basis-full">{action}</div>}
    </div>
  );
}
