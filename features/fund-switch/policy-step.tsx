import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import type { ReactNode } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { cx, focusRing } from '@/components/ui/field-styles';
import { InfoBanner } from '@/components/ui/info-banner';

export interface SwitchPolicyOption {
  policyNo: string;
  label: string;
}

interface PolicyStepProps {
  policies: SwitchPolicyOption[];
  /** each policy's card, rendered on the server */
  cards: Record<string, ReactNode>;
  policyNo: string;
  onChoose: (policyNo: string) => void;
  /** why a deep link did not open its policy */
  notice: string | null;
}

/**
 * Step 0: the dropdown and the cards of the eligible policies (SPEC §2). Either way of choosing
 * loads the policy's funds and moves on. The card's whole face is one button laid over it; the
 * card's own Pay Now link sits above that layer and keeps working.
 */
export function PolicyStep({ policies, cards, policyNo, onChoose, notice }: PolicyStepProps) {
  const t = useTranslations('fundSwitch');
  const text = useMessageText();
  if (policies.length === 0) {
    return <InfoBanner tone="info">{t('noPolicies')}</InfoBanner>;
  }
  return (
    <div className="flex flex-col gap-5">
      {notice && <InfoBanner tone="warning">{text(notice)}</InfoBanner>}
      <Dropdown
        id="fund-switch-policy"
        label={t('policyNumber')}
        placeholder={t('selectPolicyNumber')}
        options={policies.map((p) => ({ value: p.policyNo, label: p.label }))}
        value={policyNo}
        onChange={onChoose}
        className="max-w-md"
      />
      <p className="text-sm text-ink-700">{t('orChoose')}</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {policies.map((p) => (
          <li key={p.policyNo} className="relative">
            {cards[p.policyNo]}
            <button
              type="button"
              onClick={() => onChoose(p.policyNo)}
              aria-current={p.policyNo === policyNo || undefined}
              className={cx(
                'absolute inset-0 cursor-pointer rounded-xl hover:ring-2 hover:ring-brand-500',
                p.policyNo === policyNo && 'ring-2 ring-brand-600',
                focusRing,
              )}
            >
              <span className="sr-only">{t('choosePolicy', { policy: p.label })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
