import type { IconName } from './nav-items';

/*
 * Stroke icons drawn inline: no icon font or sprite request, and they follow currentColor.
 * Always decorative — every icon sits next to (or stands in for) a text label.
 */
const PATHS: Record<IconName | 'menu' | 'chevron-left' | 'chevron-right', string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h4',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  claim: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  service: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  buy: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7zM9 12l2 2 4-4',
  quick: 'M13 3L5 14h6l-1 7 8-11h-6z',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3z',
  switch: 'M4 8h14l-4-4M20 16H6l4 4',
  redirect: 'M4 18c0-6 4-10 10-10h6M16 4l4 4-4 4',
  autopay: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5M12 8v4l3 2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
};

/** .icon (app/globals.css) sets size 20 px and the stroke; a className such as 'h-6 w-6' overrides the size. */
export function NavIcon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
