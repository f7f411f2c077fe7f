import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';
import { NEW_TAB_REL } from '@/components/shell/links';
import { buttonClasses } from '@/components/ui/button';
import type { MessagingAppLoan as Loan } from '@/lib/server/data/help';
import { qrCodeSvg } from './qr-code';

/**
 * SPEC §1: a loan request can start in the messaging app, from its link or by scanning the QR
 * code (handy on a desktop, with the phone in hand). Both come from the one link.
 */
export async function MessagingAppLoan({ loan }: { loan: Loan }) {
  const t = await getTranslations('helpSupport');
  const svg = await qrCodeSvg(loan.link, t('loan.qrLabel', { title: loan.title }));
  return (
    <SectionCard id="messaging-app-loan" title={loan.title}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <div
          className="h-40 w-40 shrink-0 rounded-lg border border-brand-100 bg-white p-1"
          // The library's own markup, with the accessible name added in qrCodeSvg; nothing from the customer.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <div className="flex flex-col gap-3">
          <p className="text-ink-700">{loan.description}</p>
          <p>
            <a href={loan.link} target="_blank" rel={NEW_TAB_REL} className={buttonClasses()}>
              {t('loan.open', { title: loan.title })}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
