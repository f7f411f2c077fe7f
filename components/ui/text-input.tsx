import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import {
  controlBase,
  controlBorder,
  cx,
  describedBy,
  errorClass,
  hintClass,
  labelClass,
  requiredMarkClass,
} from './field-styles';
import { MessageText } from '@/lib/i18n/message-text';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: ReactNode;
  /** Visually hide the label (it stays available to screen readers), e.g. in a compact search bar. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Classes for the outer wrapper; `className` goes on the <input> itself. */
  wrapperClassName?: string;
  /** Content drawn inside the field after the text, e.g. a unit or an icon button. */
  suffix?: ReactNode;
}

/**
 * Labelled text field. Spreads every native prop onto the <input>, so
 * `<TextInput label="PAN" {...register('pan')} error={errors.pan?.message} />` just works
 * (React 19 passes `ref` as a prop). Forms should set `noValidate` so the native `required`
 * bubble does not pre-empt our own messages.
 */
export function TextInput({
  label,
  hideLabel = false,
  hint,
  error,
  required,
  id,
  className,
  wrapperClassName,
  suffix,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className={wrapperClassName}>
      <label htmlFor={inputId} className={cx(labelClass, hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </label>
      <div className="relative mt-1">
        <input
          {...rest}
          id={inputId}
          type={type}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(extraDescribedBy, hint ? hintId : null, error ? errorId : null)}
          className={cx(controlBase, controlBorder(Boolean(error)), Boolean(suffix) && 'pr-12', className)}
        />
        {suffix && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{suffix}</div>}
      </div>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}
