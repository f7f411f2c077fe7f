import { getLocale, getTranslations } from 'next-intl/server';
import * as privacy from '@portal/contracts/privacy';
import { SectionCard } from '@/components/policy/section-card';
import { formatDateLong } from '@/lib/format';
import { istDay } from './ist-day';
import type { PrivacyCentre } from '@/lib/server/data/privacy';

const isPurpose = (s: string): s is privacy.ConsentPurpose => (privacy.CONSENT_PURPOSES as readonly string[]).includes(s);
const isRequest = (s: string): s is privacy.RightsRequest => (privacy.RIGHTS_REQUESTS as readonly string[]).includes(s);

/** The core's append-only record of the customer's consents and requests, newest first (DPDP Act s.6(10): the fiduciary proves consent). */
export async function PrivacyRecord({ history }: { history: PrivacyCentre['history'] }) {
  const t = await getTranslations('privacy');
  const language = await getLocale();
  const what = (h: PrivacyCentre['history'][number]) => {
    if (h.event === 'REQUEST_RAISED')
      return t('record.events.REQUEST_RAISED', { request: isRequest(h.subject) ? t(`record.requests.${h.subject}`) : h.subject });
    const purpose = isPurpose(h.subject) ? t(`consents.purposes.${h.subject}`) : h.subject;
    return t(`record.events.${h.event}`, { purpose });
  };
  return (
    <SectionCard id="privacy-record" title={t('record.heading')}>
      <p className="mb-3 text-slate-700">{t('record.intro')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('record.when')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('record.what')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('record.sr')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateLong(istDay(h.at), language)}</td>
                <td className="py-2 pr-4">{what(h)}</td>
                <td className="py-2">{h.srNumber ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
