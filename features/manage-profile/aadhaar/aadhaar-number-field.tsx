'use client';

import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
import { caretAfterGrouping, groupInFours, type KycType, maxGroupedLength, stripSpaces } from './aadhaar-rules';

interface AadhaarNumberFieldProps {
  kycType: KycType;
  registration: UseFormRegisterReturn<'aadhaarNo'>;
  error?: string;
}

/** The number, grouped in fours as it is typed or pasted (SPEC §5), the caret kept where it was. */
export function AadhaarNumberField({ kycType, registration, error }: AadhaarNumberFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typedBefore = stripSpaces(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
    const grouped = groupInFours(input.value, kycType);
    if (grouped !== input.value) {
      input.value = grouped;
      const caret = caretAfterGrouping(grouped, typedBefore);
      input.setSelectionRange(caret, caret);
    }
    return registration.onChange(event);
  };

  return (
    <TextInput
      {...registration}
      onChange={onChange}
      label={kycType === 'vid' ? 'VID Number' : 'Aadhaar Number'}
      required
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={maxGroupedLength(kycType)}
      placeholder={kycType === 'vid' ? 'XXXX XXXX XXXX XXXX' : 'XXXX XXXX XXXX'}
      error={error}
    />
  );
}
