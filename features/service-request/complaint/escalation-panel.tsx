import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NEW_TAB_REL } from '@/components/shell/links';
import { BIMA_BHAROSA_URL, INSURANCE_OMBUDSMAN_URL } from '@/lib/brand';
import { getBrand } from '@/lib/server/brand';
import type { ComplaintSummary } from '@/lib/types';

/** IRDAI's own grievance channels beside Bima Bharosa's portal (the master circular of 2024). */
const IRDAI_TOLL_FREE = '155255';
const IRDAI_EMAIL = 'complaints@irdai.gov.in';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 break-words';
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-md border border-brand-100 p-3">
      <h4 className="font-semibold text-ink-900">{title}</h4>
      <div className="mt-1 flex flex-col gap-1 text-sm text-ink-700">{children}</div>
    </li>
  );
}

function NewTab({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations('shell');
  return (
    <a href={href} target="_blank" rel={NEW_TAB_REL} className={linkClass}>
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

/**
 * Where a complaint goes next when it is past its resolution day or rejected (IRDAI's Protection of
 * Policyholders' Interests rules): the insurer's Grievance Redressal Officer (the brand's
 * configuration), IRDAI's Bima Bharosa, and the Insurance Ombudsman office(s) for the customer's
 * state, from the core's table. Server markup only: the tracker's page carries no script for it.
 */
export function EscalationPanel({
  srNumber,
  complaint,
  rejected,
}: {
  srNumber: string;
  complaint: ComplaintSummary;
  rejected: boolean;
}) {
  const t = useTranslations('complaints.escalation');
  const { grievanceOfficer: officer, links } = getBrand();
  const headingId = `sr-${srNumber}-escalation`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-amber-50 p-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        {t('heading')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{rejected ? t('whyRejected') : t('whyLate')}</p>
      {complaint.reply && (
        <p className="mt-2 text-sm text-ink-900">
          <span className="font-semibold">{t('reply')} </span>
          {complaint.reply}
        </p>
      )}
      <ol className="mt-3 flex flex-col gap-3">
        <Step title={t('officer')}>
          <p>{officer.name}</p>
          <p>
            <a href={`mailto:${officer.email}`} className={linkClass}>
              {officer.email}
            </a>
            {' · '}
            <a href={telHref(officer.phone)} className={linkClass}>
              {officer.phone}
            </a>
          </p>
          <p>
            <NewTab href={links.grievance}>{t('procedure')}</NewTab>
          </p>
        </Step>
        <Step title={t('irdai')}>
          <p>{t('irdaiText')}</p>
          <p>
            <NewTab href={BIMA_BHAROSA_URL}>{t('bimaBharosa')}</NewTab>
            {' · '}
            <a href={telHref(IRDAI_TOLL_FREE)} className={linkClass}>
              {t('irdaiTollFree', { phone: IRDAI_TOLL_FREE })}
            </a>
            {' · '}
            <a href={`mailto:${IRDAI_EMAIL}`} className={linkClass}>
              {IRDAI_EMAIL}
            </a>
          </p>
        </Step>
        <Step title={complaint.state ? t('ombudsmanFor', { state: complaint.state }) : t('ombudsman')}>
          <p>{t('ombudsmanText')}</p>
          {complaint.ombudsman.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {complaint.ombudsman.map((o) => (
                <li key={o.city}>
                  <p className="font-semibold text-ink-900">{t('office', { city: o.city })}</p>
                  {o.area && <p>{t('covers', { area: o.area })}</p>}
                  <p>{o.address}</p>
                  <a href={`mailto:${o.email}`} className={linkClass}>
                    {o.email}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <NewTab href={INSURANCE_OMBUDSMAN_URL}>{t('findOffice')}</NewTab>
            </p>
          )}
        </Step>
      </ol>
    </section>
  );
}
