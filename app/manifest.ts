import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBrand, getBrandIconUrls } from '@/lib/server/brand';

// The running server's brand (read at start), not the build's.
export const dynamic = 'force-dynamic';

/** Lets a customer pin the portal to a phone's home screen under the insurer's name and mark. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const brand = getBrand();
  // In the language of the browser that asks (its `lang` cookie); the name is the brand's.
  const t = await getTranslations('shell');
  const icons = getBrandIconUrls();
  return {
    name: brand.shortName,
    short_name: brand.shortName,
    description: t('manifestDescription'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand.primaryColour,
    icons: [
      { src: icons.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
