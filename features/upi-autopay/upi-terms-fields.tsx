'use client';

import { useTranslations } from 'next-intl';
import type { UpiFrequency } from '@portal/contracts/upi';
import type { Language } from '@portal/contracts/language';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { formatDateLong, formatPlainAmount } from '@/lib/format';
import { UPI_MESSAGES } from './upi-rules';

interface Terms {
  holderName: string;
  minAmount: number;
  validUntil: string;
  frequencies: UpiFrequency[];
}

interface UpiTermsFieldsProps {
  terms: Terms;
  language: Language;
  confirmed: boolean;
  onConfirmed: (next: boolean) => void;
  amount: string;
  onAmount: (next: string) => void;
  amountError: string | null;
  frequency: UpiFrequency | '';
  onFrequency: (next: UpiFrequency) => void;
  attempted: boolean;
}

/** What the core answered for a verified UPI ID: its holder to confirm, and the mandate's bounds. */
export function UpiTermsFields(p: UpiTermsFieldsProps) {
  const t = useTranslations('upiAutopay');
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-4" role="status">
        <p className="font-semibold text-ink-900">{t('holder', { name: p.terms.holderName })}</p>
        <Checkbox
          wrapperClassName="mt-3"
          label={t('confirmHolder')}
          checked={p.confirmed}
          onChange={(e) => p.onConfirmed(e.target.checked)}
          error={p.attempted && !p.confirmed ? UPI_MESSAGES.confirmHolder : undefined}
        />
      </div>
      <TextInput
        id="upi-max-amount"
        label={t('maxAmount')}
        hint={t('maxAmountWhy', { amount: formatPlainAmount(p.terms.minAmount) })}
        inputMode="decimal"
        value={p.amount}
        onChange={(e) => p.onAmount(e.target.value)}
        error={p.amountError ?? undefined}
        required
      />
      <div>
        <p className="text-sm font-semibold text-ink-900">{t('validity')}</p>
        <p className="text-ink-700">{t('validityWhy', { date: formatDateLong(p.terms.validUntil, p.language) })}</p>
      </div>
      <RadioGroup
        legend={t('frequency')}
        name="upi-frequency"
        options={p.terms.frequencies.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
        value={p.frequency}
        onChange={(next) => p.onFrequency(next as UpiFrequency)}
        error={p.attempted && !p.frequency ? UPI_MESSAGES.frequency : undefined}
        required
      />
      <p className="text-sm text-ink-700">{t('limitNote')}</p>
    </div>
  );
}
