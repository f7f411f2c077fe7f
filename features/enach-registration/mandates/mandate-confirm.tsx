import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio';
import { formatDate } from '@/lib/format';
import { PAUSE_CHOICES, pauseFormSchema, type PauseFormInput, type PauseFormValues } from './mandate-rules';
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
  const from = mandate.nextDebitDate ? `, starting with the one due on ${formatDate(mandate.nextDebitDate)}` : '';
  return (
    <form noValidate onSubmit={handleSubmit(({ debits }) => onNext(debits))} className="grid gap-4">
      <p className="text-ink-700">
        Auto pay on policy {mandate.policyNo} (UMRN {mandate.umrn}) skips the debits you choose{from}. Premiums due meanwhile are
        not debited: please pay them online to keep your policy in force.
      </p>
      <RadioGroup
        legend="Pause for"
        name="debits"
        orientation="horizontal"
        options={PAUSE_CHOICES}
        required
        inputProps={register('debits')}
        error={formState.errors.debits?.message}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Go back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

/** Cancelling is for good: said plainly before the OTP is sent. */
export function CancelConfirm({ mandate, onNext, onCancel }: StepProps & { onNext: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-ink-700">
        Cancel auto pay on policy {mandate.policyNo} (UMRN {mandate.umrn})? No more premiums will be debited from {mandate.bank}.
        This cannot be undone: you would pay online or register a new mandate.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Keep auto pay
        </Button>
        <Button onClick={onNext}>Yes, cancel auto pay</Button>
      </div>
    </div>
  );
}
