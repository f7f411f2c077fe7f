import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { CSSProperties, ReactNode } from 'react';
import { AppToaster } from '@/components/shell/app-toaster';
import { TrackClicks } from '@/components/shell/track-clicks';
import { LoadingProvider } from '@/components/shell/loading-provider';
import { OfflineOverlay } from '@/components/shell/offline-overlay';
import { getLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { indianLocale } from '@/lib/i18n/languages';
import { getBrand, getBrandIconUrls } from '@/lib/server/brand';
import { preloadFonts } from '@/lib/server/font-preloads';
import './fonts.css';
import './globals.css';

// Titles, icons and colours are the running server's brand (read at start), never the build's.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const brand = getBrand();
  const icons = getBrandIconUrls();
  // No description: every page is kept out of search engines, and each byte of / is paid for.
  return {
    title: { default: brand.shortName, template: `%s | ${brand.shortName}` },
    // iOS asks for /apple-touch-icon.png on its own (app/apple-touch-icon.png): no link needed.
    icons: { icon: { url: icons.svg, type: 'image/svg+xml' } },
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
  const colours = { '--brand': primaryColour, '--accent': accentColour } as CSSProperties;
  const language = await getLocale();
  preloadFonts(language);
  return (
    <html lang={indianLocale(language)} style={colours}>
      <body className="min-h-dvh">
        <ClientMessages root>
          <LoadingProvider>
            {children}
            <OfflineOverlay />
          </LoadingProvider>
          <AppToaster />
          <TrackClicks />
        </ClientMessages>
      </body>
    </html>
  );
}
