import { controlBase, controlBorder, cx, describedBy } from './field-styles';

/*
 * What the Dropdown's two halves share: the light frame every page loads first (./dropdown.tsx)
 * and the list behaviour on downshift that follows it (./dropdown-select.tsx).
 */

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown when nothing is chosen and offered as the first option with value '' (clears the choice). */
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Renders a hidden input so the value is posted with a plain <form>. */
  name?: string;
  id?: string;
  disabled?: boolean;
  /** Called when focus leaves the control; hand it react-hook-form's `field.onBlur`. */
  onBlur?: () => void;
  className?: string;
}

/** The ids one Dropdown's parts point at each other with; `id` is the combobox's own. */
export interface DropdownIds {
  id: string;
  labelId: string;
  listId: string;
  hintId: string;
  errorId: string;
}

export const dropdownIds = (id: string): DropdownIds => ({
  id,
  labelId: `${id}-label`,
  listId: `${id}-list`,
  hintId: `${id}-hint`,
  errorId: `${id}-error`,
});

/** The options as listed: the placeholder first, when there is one, to clear the choice. */
export function listedOptions({ options, placeholder }: DropdownProps): DropdownOption[] {
  return placeholder ? [{ value: '', label: placeholder }, ...options] : [...options];
}

/** What the combobox says of itself before and after its list can open, so both render alike. */
export function triggerAttributes({ required, error, hint, disabled }: DropdownProps, ids: DropdownIds) {
  return {
    id: ids.id,
    role: 'combobox',
    tabIndex: disabled ? -1 : 0,
    'aria-haspopup': 'listbox',
    'aria-controls': ids.listId,
    'aria-labelledby': ids.labelId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-disabled': disabled || undefined,
    'aria-describedby': describedBy(hint && ids.hintId, error && ids.errorId),
  } as const;
}

export function triggerClass({ error, disabled }: DropdownProps): string {
  return cx(
    controlBase,
    controlBorder(Boolean(error)),
    'flex cursor-pointer items-center justify-between gap-2 text-left',
    disabled && 'cursor-not-allowed bg-gray-100 text-ink-500',
  );
}

export const listClass = (placement: 'up' | 'down') =>
  cx(
    'absolute inset-x-0 z-30 overflow-y-auto rounded-lg border border-brand-200 bg-white py-1 shadow-lg',
    placement === 'up' ? 'bottom-full mb-1' : 'top-full mt-1',
  );

/** Inside the trigger: the chosen option, or the placeholder in grey, and the chevron. */
export function TriggerFace({ chosen, placeholder, open }: { chosen?: DropdownOption; placeholder?: string; open: boolean }) {
  const showsPlaceholder = !chosen || chosen.value === '';
  return (
    <>
      <span className={cx('truncate', showsPlaceholder && 'text-ink-500')}>{chosen?.label ?? placeholder ?? ''}</span>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className={cx('h-5 w-5 shrink-0 text-ink-500 transition-transform', open && 'rotate-180')}
      >
        <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </>
  );
}
