import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorClass } from '@/components/ui/field-styles';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatRupees } from '@/lib/format';
import type { FundHoldings } from '@/lib/types';
import {
  FUND_SWITCH_TERMS_LABEL,
  isSourceDisabled,
  isTargetDisabled,
  switchedValue,
  toPercentages,
  totalPercent,
  type SwitchIssue,
} from './fund-switch-rules';
import { EMPTY_FORM, withSource, withTarget, type SwitchForm } from './flow-state';
import { sourceId, SwitchFundRows, targetId } from './switch-fund-rows';
import { switchIssue } from './use-fund-switch';

interface SwitchFormStepProps {
  holdings: FundHoldings;
  form: SwitchForm;
  setForm: Dispatch<SetStateAction<SwitchForm>>;
  /** the core's refusal of the summary, if any */
  serverError: string | null;
  onNext: () => SwitchIssue | null;
  onCancel: () => void;
}

const ERROR_ID = 'fund-switch-form-error';
const TERMS_ID = 'fund-switch-terms';

/**
 * Step 2 (SPEC §5 "Fund switch"): how much of each fund to move out and where it goes. Messages
 * appear from the first Next on and then follow every edit; Next puts focus on the first box
 * the broken rule is about, whose description is that message.
 */
export function SwitchFormStep({ holdings, form, setForm, serverError, onNext, onCancel }: SwitchFormStepProps) {
  const t = useTranslations('fundSwitch');
  const text = useMessageText();
  const issue = form.attempted ? switchIssue(holdings, form) : null;
  const sources = toPercentages(form.sources);
  const firstBox = (rule: SwitchIssue['rule']) => {
    if (rule === 'terms') return TERMS_ID;
    if (rule === 'targetTotal')
      return holdings.funds.filter((f) => !isTargetDisabled(f.code, sources)).map((f) => targetId(f.code))[0];
    return holdings.funds.filter((f) => !isSourceDisabled(f)).map((f) => sourceId(f.code))[0];
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const broken = onNext();
    if (broken) document.getElementById(firstBox(broken.rule) ?? ERROR_ID)?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {serverError && <InfoBanner tone="error">{text(serverError)}</InfoBanner>}
      <p className="text-sm text-ink-700">{t('form.intro')}</p>
      <SwitchFundRows
        funds={holdings.funds}
        form={form}
        onSource={(code, raw) => setForm((f) => withSource(f, code, raw))}
        onTarget={(code, raw) => setForm((f) => withTarget(f, code, raw))}
        rule={issue && issue.rule !== 'terms' ? issue.rule : null}
        errorId={ERROR_ID}
      />
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-700">{t('form.switchValue')}</dt>
          <dd className="font-semibold text-ink-900">{formatRupees(switchedValue(holdings.funds, sources), 2)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-700">{t('form.totalTo')}</dt>
          <dd className="font-semibold text-ink-900">{totalPercent(toPercentages(form.targets))}%</dd>
        </div>
      </dl>
      {issue && issue.rule !== 'terms' && (
        <p id={ERROR_ID} className={errorClass} tabIndex={-1}>
          {text(issue.message)}
        </p>
      )}
      <Checkbox
        id={TERMS_ID}
        label={text(FUND_SWITCH_TERMS_LABEL)}
        checked={form.terms}
        onChange={(event) => setForm((f) => ({ ...f, terms: event.target.checked }))}
        error={issue?.rule === 'terms' ? issue.message : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setForm(EMPTY_FORM)}>
          {t('form.reset')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit">{t('form.next')}</Button>
      </div>
    </form>
  );
}
