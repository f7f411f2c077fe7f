import { useTranslations } from 'next-intl';
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
  const t = useTranslations('helpSupport');
  return (
    <section
      aria-labelledby="life-certificate-heading"
      className={cx('card', prominent && 'border-l-4 border-brand-600 bg-brand-50')}
    >
      <h2 id="life-certificate-heading" className="text-lg font-semibold text-ink-900">
        {t('lifeCertificate.title')}
      </h2>
      <p className="mt-2 text-ink-700">{prominent ? t('lifeCertificate.prominent') : t('lifeCertificate.plain')}</p>
      <a
        href={href}
        target="_blank"
        rel={NEW_TAB_REL}
        className={buttonClasses({ variant: prominent ? 'primary' : 'secondary', className: 'mt-4' })}
      >
        {t('lifeCertificate.submit')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </section>
  );
}
