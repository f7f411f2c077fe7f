import { cx, focusRing } from '@/components/ui/field-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { SR_TABS, tabHref, type SrTab } from './tracker-rules';

/**
 * The two tabs as plain links rendered on the server (as on policy details): each is a real URL,
 * so an SMS's /service-request?tab=SR, a reload or a shared link opens the same tab, with or
 * without JavaScript; aria-current marks the open one.
 */
export function ServiceRequestTabs({ active }: { active: SrTab }) {
  return (
    <nav aria-label="Service request sections" className="border-b border-brand-100">
      {/* Side by side on a 360 px phone too: two equal halves, each label wrapping within its own tab. */}
      <ul className="-mb-px grid grid-cols-2 sm:flex sm:gap-2">
        {SR_TABS.map(({ tab, label }) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <IntentLink
                href={tabHref(tab)}
                aria-current={current ? 'page' : undefined}
                scroll={false}
                className={cx(
                  'flex min-h-11 h-full items-center justify-center border-b-2 px-2 text-center text-sm font-semibold sm:px-4 sm:text-base',
                  current ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-500 hover:text-brand-700',
                  focusRing,
                )}
              >
                {label}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
