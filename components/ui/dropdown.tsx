'use client';

import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { LIST_MAX_HEIGHT, placeList, visibleSpan, type DropdownPlacement } from './dropdown-placement';
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

/**
 * Tab selects the highlighted option (ARIA APG select-only combobox), but a click elsewhere only
 * closes the list: a pointer that merely passed over an option has not chosen it.
 */
function keepChoiceOnOutsideClick(state: UseSelectState<DropdownOption>, action: UseSelectStateChangeOptions<DropdownOption>) {
  if (action.type === useSelect.stateChangeTypes.ToggleButtonBlur && action.source === 'outside') {
    return { ...action.changes, selectedItem: state.selectedItem };
  }
  return action.changes;
}

/**
 * A select-only combobox on downshift's useSelect, because native <select> popups cannot be
 * styled or made to flip up (SPEC §2 "Reusable pieces"). Focus stays on the trigger while the
 * options are walked with the arrows, Home/End or by typing. Use with react-hook-form through
 * DropdownField.
 */
export function Dropdown(props: DropdownProps) {
  const { label, options, value, onChange, placeholder, error, hint, required, name, disabled, onBlur } = props;
  const autoId = useId();
  const id = props.id ?? autoId;
  const [labelId, listId, hintId, errorId] = ['label', 'list', 'hint', 'error'].map((s) => `${id}-${s}`);
  const items = placeholder ? [{ value: '', label: placeholder }, ...options] : [...options];
  const selected = items.find((item) => item.value === value) ?? null;
  const [place, setPlace] = useState<{ placement: DropdownPlacement; maxHeight: number }>({
    placement: 'down',
    maxHeight: LIST_MAX_HEIGHT,
  });
  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } = useSelect({
    items,
    selectedItem: selected,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    id,
    toggleButtonId: id,
    labelId,
    menuId: listId,
    getItemId: (index) => `${listId}-${index}`,
    stateReducer: keepChoiceOnOutsideClick,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem.value !== value) onChange(selectedItem.value);
    },
  });

  // Measured before every opening, in the same event, so the list never paints on the wrong side:
  // the page may have scrolled since the last time.
  const measure = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!isOpen) setPlace(placeList(event.currentTarget.getBoundingClientRect(), visibleSpan(event.currentTarget)));
  };
  const { htmlFor: _for, ...labelProps } = getLabelProps();
  const { disabled: _disabled, ...toggleProps } = getToggleButtonProps({
    disabled,
    tabIndex: disabled ? -1 : 0,
    onClick: measure,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      measure(event);
      // An open list takes Escape for itself, so the dialog around it stays open.
      if (event.key === 'Escape' && isOpen) event.preventDefault();
    },
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-disabled': disabled || undefined,
    'aria-describedby': describedBy(hint && hintId, error && errorId),
  });
  const showsPlaceholder = !selected || selected.value === '';

  return (
    <div className={props.className}>
      {/* A <label> cannot point at a div; clicking this one still focuses the combobox. */}
      <span {...labelProps} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
      </span>
      <div className="relative mt-1">
        <div
          {...toggleProps}
          className={cx(
            controlBase,
            controlBorder(Boolean(error)),
            'flex cursor-pointer items-center justify-between gap-2 text-left',
            disabled && 'cursor-not-allowed bg-gray-100 text-ink-500',
          )}
        >
          <span className={cx('truncate', showsPlaceholder && 'text-ink-500')}>{selected?.label ?? placeholder ?? ''}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className={cx('h-5 w-5 shrink-0 text-ink-500 transition-transform', isOpen && 'rotate-180')}
          >
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </div>
        <ul
          {...getMenuProps()}
          hidden={!isOpen}
          style={{ maxHeight: place.maxHeight }}
          className={cx(
            'absolute inset-x-0 z-30 overflow-y-auto rounded-lg border border-brand-200 bg-white py-1 shadow-lg',
            place.placement === 'up' ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.value === '' ? '__placeholder' : item.value}
                {...getItemProps({ item, index })}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center px-3 py-2 text-base text-ink-900 desk:min-h-9',
                  index === highlightedIndex && 'bg-brand-100',
                  item === selected && 'font-semibold',
                  item.disabled && 'cursor-not-allowed text-ink-400',
                )}
              >
                {item.label}
              </li>
            ))}
        </ul>
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
