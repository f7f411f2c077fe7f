import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { getEnv } from '@/lib/server/env';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never at build: the addresses are the running server's configuration.
  await connection();
  // Logged out, the header's links point to the insurer's public pages (SPEC §2), as configured.
  const { links } = getEnv();
  const publicLinks = [
    { label: 'Pay Premium', href: links.payPremiumSite },
    { label: 'Buy a New Policy', href: links.buyPolicy },
    { label: 'Claims', href: links.claims },
    { label: 'Support', href: links.support },
  ];
  return (
    <>
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-brand-700">Customer Portal</p>
          <nav aria-label="Quick access">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {publicLinks.map((l) => (
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
