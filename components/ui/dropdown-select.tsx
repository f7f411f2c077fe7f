import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  listClass,
  listedOptions,
  triggerAttributes,
  triggerClass,
  TriggerFace,
  type DropdownIds,
  type DropdownOption,
  type DropdownProps,
} from './dropdown-parts';
import { LIST_MAX_HEIGHT, placeList, visibleSpan, type Placement } from './dropdown-placement';
import { cx } from './field-styles';

export interface DropdownSelectProps {
  props: DropdownProps;
  ids: DropdownIds;
  /** Asked for before this half arrived: open at once, there, with focus on the combobox. */
  openAt: Placement | null;
  /** Letters typed before this half arrived: the list opens on the first option they begin. */
  typed: string;
  /** The combobox had focus when this half arrived. */
  focused: boolean;
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
 * The Dropdown's combobox and list on downshift's useSelect: focus stays on the combobox while
 * the options are walked with the arrows, Home/End or by typing their first letters.
 */
export function DropdownSelect({ props, ids, openAt, typed, focused }: DropdownSelectProps) {
  const { value, onChange, disabled, onBlur } = props;
  const items = listedOptions(props);
  const selected = items.find((item) => item.value === value) ?? null;
  const [place, setPlace] = useState<Placement>(openAt ?? { placement: 'down', maxHeight: LIST_MAX_HEIGHT });
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps, setInputValue } = useSelect({
    items,
    selectedItem: selected,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    // Opened this way, downshift also focuses the combobox.
    initialIsOpen: openAt !== null,
    initialHighlightedIndex: typedMatch(items, typed),
    id: ids.id,
    toggleButtonId: ids.id,
    labelId: ids.labelId,
    menuId: ids.listId,
    getItemId: (index) => `${ids.listId}-${index}`,
    stateReducer: keepChoiceOnOutsideClick,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem.value !== value) onChange(selectedItem.value);
    },
  });

  // The frame's combobox this one replaced had focus: keep it here.
  useEffect(() => {
    if (focused) document.getElementById(ids.id)?.focus();
  }, [focused, ids.id]);

  // Letters typed next go on from those typed before this half arrived ('m', then 'rs' for Mrs.).
  // The frame takes no more keys once this half is there, so `typed` no longer changes.
  useEffect(() => {
    if (typed) setInputValue(typed);
  }, [typed, setInputValue]);

  // Measured before every opening, in the same event, so the list never paints on the wrong side:
  // the page may have scrolled since the last time.
  const measure = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!isOpen) setPlace(placeList(event.currentTarget.getBoundingClientRect(), visibleSpan(event.currentTarget)));
  };
  const { disabled: _disabled, ...toggleProps } = getToggleButtonProps({
    ...triggerAttributes(props, ids),
    disabled,
    onClick: measure,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      measure(event);
      // An open list takes Escape for itself, so the dialog around it stays open.
      if (event.key === 'Escape' && isOpen) event.preventDefault();
    },
    onBlur,
  });

  return (
    <>
      <div {...toggleProps} className={triggerClass(props)}>
        <TriggerFace chosen={selected ?? undefined} placeholder={props.placeholder} open={isOpen} />
      </div>
      <ul {...getMenuProps()} hidden={!isOpen} style={{ maxHeight: place.maxHeight }} className={listClass(place.placement)}>
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
    </>
  );
}

/** The first option that can be chosen whose label begins with what was typed, as downshift matches. */
function typedMatch(items: DropdownOption[], typed: string): number | undefined {
  if (!typed) return undefined;
  const start = typed.toLowerCase();
  const index = items.findIndex((item) => !item.disabled && item.label.toLowerCase().startsWith(start));
  return index === -1 ? undefined : index;
}
