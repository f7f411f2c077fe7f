import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio';
import { formatDate } from '@/lib/format';
import { pauseChoices, pauseFormSchema, type PauseFormInput, type PauseFormValues } from './mandate-rules';
import type { MandateSummary } from './mandate-summary';

interface StepProps {
  mandate: MandateSummary;
  onCancel: () => void;
}

const resolver = zodResolver(pauseFormSchema);

/** 'Pause for' 1 to MAX_PAUSE_DEBITS debits, then on to the OTP. */
export function PauseForm({
  mandate,
  initial,
  onNext,
  onCancel,
}: StepProps & { initial: number | null; onNext: (debits: number) => void }) {
  const { register, handleSubmit, formState } = useForm<PauseFormInput, unknown, PauseFormValues>({
    resolver,
    defaultValues: { debits: initial === null ? undefined : String(initial) },
  });
  const t = useTranslations('enach');
  const from = mandate.nextDebitDate ? t('mandates.pauseFrom', { date: formatDate(mandate.nextDebitDate) }) : '';
  return (
    <form noValidate onSubmit={handleSubmit(({ debits }) => onNext(debits))} className="grid gap-4">
      <p className="text-ink-700">{t('mandates.pauseText', { policyNo: mandate.policyNo, umrn: mandate.umrn, from })}</p>
      <RadioGroup
        legend={t('mandates.pauseFor')}
        name="debits"
        orientation="horizontal"
        options={pauseChoices(t)}
        required
        inputProps={register('debits')}
        error={formState.errors.debits?.message}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('mandates.goBack')}
        </Button>
        <Button type="submit">{t('mandates.continue')}</Button>
      </div>
    </form>
  );
}

/** Cancelling is for good: said plainly before the OTP is sent. */
export function CancelConfirm({ mandate, onNext, onCancel }: StepProps & { onNext: () => void }) {
  const t = useTranslations('enach');
  return (
    <div className="grid gap-4">
      <p className="text-ink-700">
        {t('mandates.cancelText', { policyNo: mandate.policyNo, umrn: mandate.umrn, bank: mandate.bank })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('mandates.keep')}
        </Button>
        <Button onClick={onNext}>{t('mandates.confirmCancel')}</Button>
      </div>
    </div>
  );
}
