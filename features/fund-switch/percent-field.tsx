import type { ReactNode } from 'react';
import { controlBase, controlBorder, cx, describedBy } from '@/components/ui/field-styles';
import { PERCENT_MAX_CHARS } from '@/lib/percent-input';

interface PercentFieldProps {
  id: string;
  /** visible below `desk`; on wider screens the column headings say it */
  label: string;
  /** read after the label, e.g. the fund's name, so every box has a name of its own */
  context: ReactNode;
  value: string;
  onChange: (raw: string) => void;
  disabled: boolean;
  /** the form-level message this box contributes to, when shown */
  errorId: string | null;
}

/**
 * A percentage box (SPEC §5): numeric keypad, at most 3 characters. What is typed is handed up
 * raw and sanitised there, so a paste of '1,000' becomes 100 rather than being refused.
 */
export function PercentField({ id, label, context, value, onChange, disabled, errorId }: PercentFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900 desk:sr-only">
        {label}
        <span className="sr-only"> {context}</span>
      </label>
      <div className="relative mt-1 desk:mt-0">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PERCENT_MAX_CHARS}
          value={disabled ? '' : value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy(errorId)}
          className={cx(controlBase, controlBorder(Boolean(errorId)), 'pr-8 text-right tabular-nums')}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-500">
          %
        </span>
      </div>
    </div>
  );
}
