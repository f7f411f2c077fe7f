import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cx, describedBy, errorClass, focusRing, hintClass } from './field-styles';
import { MessageText } from '@/lib/i18n/message-text';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** May contain links (e.g. "I agree to the <a>terms</a>"); they stay separately clickable. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  wrapperClassName?: string;
}

/**
 * Native checkbox tinted with accent-color: no custom drawing, so it keeps the platform's
 * keyboard and AT behaviour. Spread react-hook-form's `register('consent')` straight in.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className={wrapperClassName}>
      {/* The label text is clickable too and the row is 44 px tall on phones, so the target is large. */}
      <div className="flex min-h-11 items-start gap-3 py-2.5 desk:min-h-0">
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(extraDescribedBy, hint ? hintId : null, error ? errorId : null)}
          className={cx(
            'mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed',
            focusRing,
            className,
          )}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-ink-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={cx(hintClass, 'ml-8')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx(errorClass, 'ml-8')}>
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}
