import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HelpSections, HelpSectionsSkeleton } from '@/features/help-and-support/help-sections';

export const metadata: Metadata = { title: 'Help & Support' };

/**
 * Help (flag helpAndSupport; proxy.ts closes the route when it is off): how to reach the insurer,
 * the messaging-app loan, unclaimed amounts, forms, the life certificate and answers. The heading
 * comes with the first paint; the sections, which wait for the core, stream in after it.
 */
export default function HelpAndSupportPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Help &amp; Support</h1>
        <p className="mt-1 text-ink-500">Reach us, start a loan on WhatsApp, claim what we owe you and find answers.</p>
      </div>
      <Suspense fallback={<HelpSectionsSkeleton />}>
        <HelpSections />
      </Suspense>
    </div>
  );
}
