import Link from 'next/link';
import { cx, focusRing } from './field-styles';

export interface TabLink {
  key: string;
  label: string;
  href: string;
}

/**
 * Tabs as plain links rendered on the server: each is a real URL (an SMS's deep link, a reload or
 * a shared link opens the same tab, with or without JavaScript), and aria-current marks the open
 * one. On a phone the tabs share the width equally, each label wrapping within its own tab.
 */
export function TabLinks({ label, tabs, active }: { label: string; tabs: readonly TabLink[]; active: string }) {
  return (
    <nav aria-label={label} className="border-b border-brand-100">
      <ul className="-mb-px grid auto-cols-fr grid-flow-col sm:flex sm:gap-2">
        {tabs.map(({ key, label: text, href }) => {
          const current = key === active;
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                scroll={false}
                className={cx(
                  'flex h-full min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm font-semibold sm:px-4 sm:text-base',
                  current ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-500 hover:text-brand-700',
                  focusRing,
                )}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
