'use client';

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Dropdown, type DropdownProps } from './dropdown';

type DropdownFieldProps<T extends FieldValues, Context, Output extends FieldValues> = Omit<
  DropdownProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  // A form whose schema transforms its input has an output type of its own: carried, not assumed.
  control: Control<T, Context, Output>;
  name: FieldPath<T>;
  /** runs after the form has the new value, e.g. to clear what depended on the old one */
  onValueChange?: (value: string) => void;
};

/** A Dropdown bound to a react-hook-form field: its value, blur (touched) and error come from the form. */
export function DropdownField<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: DropdownFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Dropdown
          {...props}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
