import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateLong } from '@/lib/format';
import { getFundHoldings } from '@/lib/server/data/policies';
import type { OwnedPolicy } from '@/lib/types';
import { formatPlainAmount } from '@/lib/format';
import { settle } from '@/components/policy/settle';
import { FundAmountModal } from './fund-amount-modal';

interface FundAmountNoticeProps {
  policy: OwnedPolicy;
  today: string;
  closeHref: string;
}

/** Server half of ?fundModal=Y: waits for the holdings, then hands the client modal its sentence parts. */
export async function FundAmountNotice({ policy, today, closeHref }: FundAmountNoticeProps) {
  // The same read as the fund section's, remembered for the request.
  const [result, t, language] = await Promise.all([
    settle(getFundHoldings(policy), 'getFundSwitchDetails'),
    getTranslations('policyDetails.fundModal'),
    getLocale(),
  ]);
  // The fund section already says the data is missing; a modal with no amount would say nothing useful.
  if (!result.ok) return null;
  return (
    <FundAmountModal
      title={t('title')}
      // same date as 'Currently Fund Allocation as on' below it, so the page never shows two
      text={t('text', {
        policyNo: policy.policyNo,
        amount: formatPlainAmount(result.value.totalValue),
        asOn: formatDateLong(today, language),
      })}
      closeHref={closeHref}
    />
  );
}
