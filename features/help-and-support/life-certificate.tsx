import { NEW_TAB_REL } from '@/components/shell/links';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/field-styles';

interface LifeCertificateProps {
  href: string;
  /** the customer receives an annuity: their payouts depend on it, so it comes first and stands out */
  prominent: boolean;
}

/** SPEC §2 "External links": the insurer's digital life-certificate login (configured address). */
export function LifeCertificate({ href, prominent }: LifeCertificateProps) {
  return (
    <section
      aria-labelledby="life-certificate-heading"
      className={cx('card', prominent && 'border-l-4 border-brand-600 bg-brand-50')}
    >
      <h2 id="life-certificate-heading" className="text-lg font-semibold text-ink-900">
        Digital Life Certificate
      </h2>
      <p className="mt-2 text-ink-700">
        {prominent
          ? 'Your annuity is paid for as long as we have your life certificate each year. Submit it online, from home, in a few minutes.'
          : 'Annuity holders submit a life certificate each year to keep their payouts coming. It can be submitted online, from home.'}
      </p>
      <a
        href={href}
        target="_blank"
        rel={NEW_TAB_REL}
        className={buttonClasses({ variant: prominent ? 'primary' : 'secondary', className: 'mt-4' })}
      >
        Submit Life Certificate
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
