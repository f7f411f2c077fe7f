import type { ReactNode } from 'react';
import { cx } from './field-styles';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

/* Text uses the -700/-900 shades on the -50 tints: all comfortably above 4.5:1. */
const tones: Record<BannerTone, { box: string; title: string; icon: string }> = {
  info: { box: 'border-brand-200 bg-brand-50', title: 'text-brand-800', icon: 'text-brand-600' },
  warning: { box: 'border-amber-600/40 bg-amber-50', title: 'text-amber-700', icon: 'text-amber-600' },
  error: { box: 'border-raspberry-600/40 bg-raspberry-50', title: 'text-raspberry-700', icon: 'text-raspberry-600' },
  success: { box: 'border-leaf-600/40 bg-leaf-50', title: 'text-leaf-700', icon: 'text-leaf-600' },
};

/** Icon paths per tone (24-unit grid). Shape as well as colour tells the tones apart. */
const icons: Record<BannerTone, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  warning: 'M12 9v4m0 4h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  error: 'M12 8v5m0 3h.01',
  success: 'M8 12.5l2.5 2.5L16 9.5',
};

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
 * the other tones are polite (role="status") so they never interrupt the user.
 */
export function InfoBanner({ tone = 'info', title, children, action, className }: InfoBannerProps) {
  const style = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-lg border p-4 text-sm text-ink-900', style.box, className)}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
        className={cx('mt-0.5 h-5 w-5 shrink-0', style.icon)}
      >
        {tone !== 'warning' && <circle cx="12" cy="12" r="9.25" stroke="currentColor" strokeWidth="1.5" />}
        <path d={icons[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0 flex-1">
        {title && <p className={cx('font-semibold', style.title)}>{title}</p>}
        {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
