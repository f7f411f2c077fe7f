import { useLocale, useTranslations } from 'next-intl';
import { MessageText } from '@/lib/i18n/message-text';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { formatPlainAmount } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import type { EnachOutcome } from '@/lib/server/data/enach';
import { formatEnachDateTime } from './enach-date-time';

/** The mandate's result: SUCCESS is a registration, anything else (FAILED, PENDING) a transaction. */
export function EnachResult({ outcome }: { outcome: EnachOutcome }) {
  const t = useTranslations('enachConfirmation');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={outcome.success ? t('registrationTitle') : t('transactionTitle')} />
      <InfoBanner tone={outcome.success ? 'success' : 'error'}>
        {outcome.success ? t('successText') : t('failureText')}
      </InfoBanner>
      <StatusCard outcome={outcome} />
      {outcome.success && <p className="text-sm text-ink-700">{t('keepDetails')}</p>}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/">{t('home')}</ButtonLink>
        <ButtonLink href={`/policy-details/${outcome.policyNo}`} variant="secondary">
          {t('viewPolicy')}
          <span className="sr-only"> {outcome.policyNo}</span>
        </ButtonLink>
      </div>
    </div>
  );
}

/** No result to show: the provider's return was incomplete, or the core could not answer. */
export function EnachProblem({ message }: { message: string }) {
  const t = useTranslations('enachConfirmation');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('transactionTitle')} />
      <InfoBanner tone="error">
        <MessageText message={message} />
      </InfoBanner>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/enach-registration">{t('backToRegistration')}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The details the customer is asked to keep (SPEC §2). */
function StatusCard({ outcome }: { outcome: EnachOutcome }) {
  const t = useTranslations('enachConfirmation');
  const language = useLocale();
  const text = (v: string | null) => orNotAvailable(v, (s) => s);
  return (
    <section aria-labelledby="enach-status-heading" className="max-w-xl card">
      <h2 id="enach-status-heading" className="text-lg font-semibold text-ink-900">
        {t('details')}
      </h2>
      <DetailList
        className="mt-4"
        rows={[
          { label: t('ownerName'), value: text(outcome.ownerName) },
          {
            label: t('dateTime'),
            value: text(outcome.transactionDateTime && formatEnachDateTime(outcome.transactionDateTime, language)),
          },
          { label: t('acknowledgement'), value: text(outcome.acknowledgementNumber) },
          { label: t('referenceId'), value: text(outcome.npciRefId) },
          { label: t('umrn'), value: text(outcome.umrn) },
          { label: t('policyNumber'), value: outcome.policyNo },
          // The label carries the ₹, as SPEC §2 words it, so the figure goes without a second sign.
          { label: t('amount'), value: formatPlainAmount(outcome.amount) },
        ]}
      />
    </section>
  );
}
