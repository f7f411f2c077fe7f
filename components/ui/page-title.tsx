import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cx, focusRing } from './field-styles';

type Back = { href: string; onClick?: never } | { onClick: () => void; href?: never };

interface PageTitleProps {
  title: string;
  /**
   * a link where the destination is fixed, a button where Back depends on the flow's step. Home
   * by default: a real link rather than history.back() still works when the page was opened
   * straight from a banner, an SMS link or a provider's return.
   */
  back?: Back;
  /** the back arrow's name for screen readers, e.g. 'Back to Current Holdings'; 'Back to Home' by default */
  backLabel?: string;
}

const arrowClass = cx(
  '-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50',
  focusRing,
);

/** The page's h1 with the back arrow of SPEC §2 (auto-pay, fund switch, premium redirection). */
export function PageTitle({ title, back = { href: '/' }, backLabel }: PageTitleProps) {
  const t = useTranslations('ui');
  const arrow = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-6 w-6">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{backLabel ?? t('backHome')}</span>
    </>
  );
  return (
    <div className="flex items-center gap-2">
      {back.href !== undefined ? (
        <Link href={back.href} className={arrowClass}>
          {arrow}
        </Link>
      ) : (
        <button type="button" onClick={back.onClick} className={arrowClass}>
          {arrow}
        </button>
      )}
      <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
    </div>
  );
}
