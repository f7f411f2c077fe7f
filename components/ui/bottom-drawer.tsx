import { cx } from './field-styles';
import { type DialogProps, NativeDialog } from './modal';

export type BottomDrawerProps = DialogProps;

/**
 * Sheet anchored to the bottom edge on phones (e.g. Quick Links). From `desk` up it becomes a
 * centred panel, because a full-width sheet looks broken on a wide screen.
 * The handle is only a visual cue; dismissal is via the close button, Escape or the backdrop.
 * No state of its own: Modal's dialog holds it, and this is part of whichever client component
 * shows it.
 */
export function BottomDrawer({ className, ...props }: BottomDrawerProps) {
  return (
    <NativeDialog
      {...props}
      className={cx('drawer', className)}
      handle={<div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-ink-400/60 desk:hidden" />}
      headerClassName="pt-2 desk:pt-4"
    />
  );
}
