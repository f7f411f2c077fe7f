import 'server-only';
import QRCode from 'qrcode';

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A QR code of `text` as an SVG string, drawn on the server: no image file to keep in step with
 * the link, and no script in the browser. The svg itself is the image for assistive technology,
 * named by `label`. Error correction M survives a phone camera at an angle or a smudged screen.
 */
export async function qrCodeSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg.replace(
    '<svg ',
    `<svg role="img" aria-label="${escapeAttribute(label)}" focusable="false" width="100%" height="100%" `,
  );
}
