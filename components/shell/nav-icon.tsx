import type { IconName } from './nav-items';

/*
 * Stroke icons, drawn by the stylesheet (app/globals.css, .icon-{name}): a page carries a bare
 * <span> per icon instead of its SVG, in the HTML and again in the RSC payload. They follow
 * currentColor, and are always decorative: every icon sits next to (or stands in for) a label.
 */
export type NavIconName = IconName | 'menu' | 'chevron-left' | 'chevron-right';

/** 20 px; a className such as 'h-6 w-6' overrides the size. */
export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <span className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} aria-hidden="true" />;
}
