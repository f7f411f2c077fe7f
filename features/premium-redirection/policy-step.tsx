'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';

export interface RedirectionPolicyOption {
  policyNo: string;
  name: string;
}

interface FlowApi {
  /** Step 0 → 1 for this policy: loads its funds. */
  choose(policyNo: string): void;
}

const FlowContext = createContext<FlowApi>({ choose: () => undefined });

export const FlowProvider = FlowContext.Provider;

/**
 * The 'Select' button on a policy card. The cards are rendered on the server and handed to the
 * flow as elements, so they reach the flow's state through context rather than through props.
 */
export function ChoosePolicyButton({ policyNo }: { policyNo: string }) {
  const { choose } = useContext(FlowContext);
  const t = useTranslations('premiumRedirection');
  return (
    <Button size="sm" onClick={() => choose(policyNo)}>
      {t('select')}
      <span className="sr-only"> {t('selectSr', { policyNo })}</span>
    </Button>
  );
}

interface PolicyStepProps {
  policies: RedirectionPolicyOption[];
  /** each eligible policy's card, rendered on the server with its ChoosePolicyButton */
  cards: Record<string, ReactNode>;
}

/**
 * Step 0: the 'Select Policy' dropdown and the cards. Either way of choosing moves on; the
 * dropdown only acts on Enter or a click (arrow keys just browse), so it never jumps by accident.
 */
export function PolicyStep({ policies, cards }: PolicyStepProps) {
  const { choose } = useContext(FlowContext);
  const t = useTranslations('premiumRedirection');
  return (
    <section aria-labelledby="pr-policy-heading" className="flex flex-col gap-5">
      <h2 id="pr-policy-heading" tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
        {t('choosePolicy')}
      </h2>
      <Dropdown
        label={t('selectPolicy')}
        placeholder={t('selectPolicyNumber')}
        options={policies.map((p) => ({ value: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
        value=""
        onChange={(policyNo) => policyNo && choose(policyNo)}
        className="max-w-md"
      />
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {policies.map((p) => (
          <li key={p.policyNo}>{cards[p.policyNo]}</li>
        ))}
      </ul>
    </section>
  );
}
