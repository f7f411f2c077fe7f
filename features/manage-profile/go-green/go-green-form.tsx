'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioGroup } from '@/components/ui/radio';
import { GO_GREEN_CHOICES, goGreenSchema, type GoGreenInput } from './go-green-schema';

export const GO_GREEN_FORM_ID = 'go-green-form';

const OPTIONS = GO_GREEN_CHOICES.map((choice) => ({ value: choice, label: choice }));

/** The one question; its Submit sits in the modal's footer (form={GO_GREEN_FORM_ID}). */
export function GoGreenForm({ onSubmit }: { onSubmit: (input: GoGreenInput) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GoGreenInput>({ resolver: zodResolver(goGreenSchema) });

  return (
    <form id={GO_GREEN_FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
      <p className="text-sm text-ink-700">Receive your policy statements by email instead of paper.</p>
      <RadioGroup
        legend="Register for E-statements"
        name="register"
        options={OPTIONS}
        orientation="horizontal"
        required
        inputProps={register('register')}
        error={errors.register?.message}
      />
    </form>
  );
}
