import { formatDateLong } from '@/lib/format';
import type { FundHoldings } from '@/lib/types';
import { formatPlainAmount } from '@/lib/format';
import { settle } from '@/components/policy/settle';
import { FundAmountModal } from './fund-amount-modal';

interface FundAmountNoticeProps {
  policyNo: string;
  holdings: Promise<FundHoldings>;
  today: string;
  closeHref: string;
}

/** Server half of ?fundModal=Y: waits for the holdings, then hands the client modal its sentence parts. */
export async function FundAmountNotice({ policyNo, holdings, today, closeHref }: FundAmountNoticeProps) {
  const result = await settle(holdings, 'getFundSwitchDetails');
  // The fund section already says the data is missing; a modal with no amount would say nothing useful.
  if (!result.ok) return null;
  return (
    <FundAmountModal
      policyNo={policyNo}
      amount={formatPlainAmount(result.value.totalValue)}
      // same date as 'Currently Fund Allocation as on' below it, so the page never shows two
      asOn={formatDateLong(today)}
      closeHref={closeHref}
    />
  );
}
