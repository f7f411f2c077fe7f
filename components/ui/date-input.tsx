'use client';

import { useTranslations } from 'next-intl';
import { type Ref, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';
import { isoFromTyped, typedDate, typedFromIso } from './date-text';

type Shared = Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'ref'>;

/**
 * A date the customer types, shown and taken as DD/MM/YYYY on every browser (a native date input
 * shows the browser's own order, mm/dd/yyyy on an en-US one). The slashes come as the digits are
 * typed, and a phone offers its number pad. The form holds ISO 'YYYY-MM-DD' once all eight digits
 * are there, and the text as typed until then, so the form's own rule says it is not a date yet.
 */
export function DateInput<T extends FieldValues>({
  name,
  control,
  ...rest
}: Shared & { name: FieldPath<T>; control: Control<T> }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateText
          {...rest}
          inputRef={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onValue={field.onChange}
          onBlur={field.onBlur}
          error={rest.error ?? fieldState.error?.message}
        />
      )}
    />
  );
}

function DateText({
  value,
  onValue,
  onBlur,
  inputRef,
  hint,
  ...rest
}: Shared & { name: string; value: string; onValue: (v: string) => void; onBlur: () => void; inputRef: Ref<HTMLInputElement> }) {
  const [text, setText] = useState(() => typedFromIso(value));
  const format = useTranslations('ui')('datePlaceholder');
  // A value set from outside (a reset, the form's defaults) shows as it is; what was typed stays as typed.
  const shown = isoFromTyped(text) === value ? text : typedFromIso(value);
  return (
    <TextInput
      {...rest}
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      placeholder={format}
      maxLength={10}
      hint={hint ?? format}
      value={shown}
      onChange={(event) => {
        const typed = typedDate(event.target.value);
        setText(typed);
        onValue(isoFromTyped(typed));
      }}
      onBlur={onBlur}
    />
  );
}
