import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/shell/app-toaster';
import { TrackClicks } from '@/components/shell/track-clicks';
import { LoadingProvider } from '@/components/shell/loading-provider';
import { OfflineOverlay } from '@/components/shell/offline-overlay';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Customer Portal', template: '%s | Customer Portal' },
  description: 'Manage your life insurance policies, premiums, funds and service requests.',
  // Deep links from SMS and email carry policy numbers: keep every page out of search engines.
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f4e9c',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <LoadingProvider>
          {children}
          <OfflineOverlay />
        </LoadingProvider>
        <AppToaster />
        <TrackClicks />
      </body>
    </html>
  );
}
