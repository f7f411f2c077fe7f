/*
 * Pure keyboard-navigation rules for listbox-style widgets (Dropdown). No React here so the
 * behaviour is unit tested in node and the client bundle only carries a few small functions.
 */

export interface NavigableOption {
  label: string;
  disabled?: boolean;
}

/** Next enabled index in `step` direction without wrapping; stays on `from` at either end. */
export function stepIndex(options: readonly NavigableOption[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return from;
}

/** First or last enabled index (Home / End), or -1 when every option is disabled. */
export function edgeIndex(options: readonly NavigableOption[], edge: 'first' | 'last'): number {
  const found = edge === 'first' ? stepIndex(options, -1, 1) : stepIndex(options, options.length, -1);
  return found === -1 || found === options.length ? -1 : found;
}

/**
 * Type-ahead match, case-insensitive prefix, wrapping round the list.
 * Repeating one letter ("sss") cycles through the options starting with it, as native selects do;
 * a longer query ("sel") may keep the current option if it still matches.
 */
export function typeaheadIndex(options: readonly NavigableOption[], query: string, from: number): number {
  const count = options.length;
  const q = query.toLowerCase();
  if (count === 0 || q === '') return -1;
  const first = q.charAt(0);
  const repeated = [...q].every((c) => c === first);
  const needle = repeated ? first : q;
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let i = 0; i < count; i += 1) {
    const index = (((start + i) % count) + count) % count;
    const option = options[index];
    if (option && !option.disabled && option.label.toLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
