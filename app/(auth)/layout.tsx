import type { ReactNode } from 'react';
import { EXTERNAL_LINKS } from '@/lib/links';

/** Logged out, the header's links point to the insurer's public pages (SPEC §2). */
const PUBLIC_LINKS = [
  { label: 'Pay Premium', href: EXTERNAL_LINKS.payPremiumSite },
  { label: 'Buy a New Policy', href: EXTERNAL_LINKS.buyPolicy },
  { label: 'Claims', href: EXTERNAL_LINKS.claims },
  { label: 'Support', href: EXTERNAL_LINKS.support },
];

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-brand-700">Customer Portal</p>
          <nav aria-label="Quick access">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {PUBLIC_LINKS.map((l) => (
                <li key={l.label}>
                  <a
                    href={l.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
