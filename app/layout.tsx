import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { CSSProperties, ReactNode } from 'react';
import { AppToaster } from '@/components/shell/app-toaster';
import { TrackClicks } from '@/components/shell/track-clicks';
import { LoadingProvider } from '@/components/shell/loading-provider';
import { OfflineOverlay } from '@/components/shell/offline-overlay';
import { getBrand, getBrandIconUrls } from '@/lib/server/brand';
import { notoSans, notoSansDevanagari } from './fonts';
import './globals.css';

// Titles, icons and colours are the running server's brand (read at start), never the build's.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const brand = getBrand();
  const icons = getBrandIconUrls();
  return {
    title: { default: brand.shortName, template: `%s | ${brand.shortName}` },
    description: 'Manage your life insurance policies, premiums, funds and service requests.',
    applicationName: brand.shortName,
    icons: {
      icon: { url: icons.svg, type: 'image/svg+xml' },
      apple: icons.apple,
    },
    // Deep links from SMS and email carry policy numbers: keep every page out of search engines.
    robots: { index: false, follow: false, nocache: true },
  };
}

export async function generateViewport(): Promise<Viewport> {
  await connection();
  return { width: 'device-width', initialScale: 1, themeColor: getBrand().primaryColour };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const { primaryColour, accentColour } = getBrand();
  // The brand-* and accent colours of app/globals.css are worked out from these two.
  const colours = { '--brand-primary': primaryColour, '--brand-accent': accentColour } as CSSProperties;
  return (
    <html lang="en-IN" className={`${notoSans.variable} ${notoSansDevanagari.variable}`} style={colours}>
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
