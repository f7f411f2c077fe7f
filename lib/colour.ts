/*
 * WCAG 2.2 contrast arithmetic for #rrggbb colours: the brand configuration refuses a primary
 * colour that white text on a button, or the colour as text on white, could not be read against.
 */

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 for equal colours, 21 for black on white. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Body text and white text on a filled button (WCAG 2.2 SC 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;
