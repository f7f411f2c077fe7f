import { useTranslations } from 'next-intl';
import { useId, type ComponentProps } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import { formatCount } from '@/lib/format';
import {
  controlBase,
  controlBorder,
  cx,
  describedBy,
  errorClass,
  hintClass,
  labelClass,
  requiredMarkClass,
} from '@/components/ui/field-styles';

interface DescriptionFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** the characters typed so far, for the live count */
  count: number;
  limit: number;
  error?: string;
}

/**
 * A labelled textarea with a running count ('120 / 1,000 characters'). The count is part of the
 * field's description, read when the field is reached; a polite live region speaks only near the
 * limit, so typing is not narrated key by key. No maxLength: a pasted text over the limit is
 * kept and flagged rather than cut silently.
 */
export function DescriptionField({ label, count, limit, error, required, id, ...rest }: DescriptionFieldProps) {
  const t = useTranslations('requestForms');
  const wordMessage = useMessageText();
  const auto = useId();
  const fieldId = id ?? auto;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const over = count > limit;
  const left = limit - count;
  return (
    <div>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        rows={5}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(countId, error && errorId)}
        className={cx(controlBase, controlBorder(Boolean(error) || over), 'mt-1 resize-y')}
      />
      <p id={countId} className={cx(hintClass, 'text-right', over && 'font-medium text-raspberry-700')}>
        {t('count', { count: formatCount(count), limit: formatCount(limit) })}
      </p>
      <span role="status" className="sr-only">
        {left <= 100 ? t(over ? 'over' : 'left', { count: formatCount(Math.abs(left)) }) : ''}
      </span>
      {error && (
        <p id={errorId} className={errorClass}>
          {wordMessage(error)}
        </p>
      )}
    </div>
  );
}
