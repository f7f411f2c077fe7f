import { getBrand } from '@/lib/server/brand';

/**
 * The insurer's logo and short name, as the header and the side bar show them. An <img> with its
 * size fixed from the drawing's proportions (read at start), so nothing moves when it loads; the
 * name beside it is the text, so the image itself is decorative.
 */
export function BrandMark() {
  const { logoUrl, logoWidth, logoHeight, shortName } = getBrand();
  return (
    <p className="brand-mark">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is (images.unoptimized) */}
      <img src={logoUrl} width={logoWidth} height={logoHeight} alt="" />
      <span>{shortName}</span>
    </p>
  );
}
