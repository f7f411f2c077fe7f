'use client';

import { useTranslations } from 'next-intl';
import type { VerifiedAccount } from '@/lib/server/data/bank-account';

/** What the penny drop found: the customer confirms it is the account they meant before the OTP. */
export function VerifiedAccountDetails({ account }: { account: VerifiedAccount }) {
  const t = useTranslations('bankAccount');
  const rows: Array<[string, string]> = [
    [t('holderName'), account.holderName],
    [t('accountNumber'), account.maskedAccountNumber],
    [t('accountType'), t(`types.${account.accountType}`)],
    [t('bank'), account.bankName],
    [t('branch'), account.branchName],
    [t('ifsc'), account.ifsc],
  ];
  return (
    <dl className="grid gap-2 rounded-lg bg-ink-50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-700">{label}</dt>
          <dd className="font-medium break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
