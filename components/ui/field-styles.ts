/**
 * Class strings shared by the form controls so labels, hints, errors and focus rings look
 * identical everywhere. Kept as plain strings (no runtime) so server components can use them.
 */

/** Joins class names, skipping falsy entries, so callers can write `cond && 'class'`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

/** Joins ids for aria-describedby; returns undefined when empty so no empty attribute is rendered. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The global :focus-visible outline exists too; this one survives `outline-none` overrides (app/globals.css). */
export const focusRing = 'focus-ring';

export const labelClass = 'block text-sm font-medium text-ink-900';

/** ink-500 rather than ink-400: hint text is small, so it needs the extra contrast margin. */
export const hintClass = 'mt-1 text-sm text-ink-500';

export const errorClass = 'mt-1 text-sm font-medium text-raspberry-700';

/** min-h-11 (44 px) keeps touch targets large on phones; desktops can be denser. */
export const controlBase = cx(
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-ink-900',
  'placeholder:text-ink-400 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-ink-500',
  // A field the portal fills (bank from the IFSC, city from the pincode) must not look typeable.
  // The attribute, not :read-only, which every <select> and checkbox matches too.
  '[&[readonly]]:cursor-default [&[readonly]]:bg-gray-100',
  'desk:min-h-10',
  focusRing,
);

export function controlBorder(invalid: boolean): string {
  return invalid ? 'border-raspberry-600' : 'border-ink-400';
}

/** The visible asterisk is decorative; `required`/aria-required carry the meaning for AT. */
export const requiredMarkClass = 'ml-0.5 text-raspberry-700';
