import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cx, errorClass, focusRing, requiredMarkClass } from './field-styles';
import { MessageText } from '@/lib/i18n/message-text';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

type InputExtras = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'defaultChecked' | 'name'>;

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** Controlled use. Leave undefined with react-hook-form `register` (uncontrolled). */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Spread onto every radio, e.g. `inputProps={register('goGreen')}`: RHF handles radio sets by name. */
  inputProps?: InputExtras;
  className?: string;
}

/**
 * fieldset + legend so AT announces the question once when entering the group; a radiogroup, the
 * role that can say its answer is invalid (a radio itself cannot).
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
  orientation = 'vertical',
  inputProps,
  className,
}: RadioGroupProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const legendId = `${groupId}-legend`;

  return (
    <fieldset
      role="radiogroup"
      // Named from the legend explicitly: the role replaces the fieldset's own naming in some browsers.
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      className={cx('min-w-0', className)}
    >
      <legend id={legendId} className="text-sm font-medium text-ink-900">
        {legend}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </legend>
      <div className={cx('mt-1 flex', orientation === 'vertical' ? 'flex-col' : 'flex-wrap gap-x-6')}>
        {options.map((option, index) => {
          // Index, not value: values may contain spaces, which are not allowed in ids.
          const optionId = `${groupId}-${index}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3 desk:min-h-9">
              <input
                {...inputProps}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled || inputProps?.disabled}
                checked={value === undefined ? undefined : value === option.value}
                // No handler at all when nobody listens, so a server component can render the group.
                onChange={
                  onChange || inputProps?.onChange
                    ? (event) => {
                        inputProps?.onChange?.(event);
                        onChange?.(option.value);
                      }
                    : undefined
                }
                // The error on each radio rather than the group: group descriptions are read inconsistently.
                aria-describedby={error ? errorId : undefined}
                className={cx('h-5 w-5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed', focusRing)}
              />
              <label htmlFor={optionId} className="cursor-pointer text-sm text-ink-900">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          <MessageText message={error} />
        </p>
      )}
    </fieldset>
  );
}
