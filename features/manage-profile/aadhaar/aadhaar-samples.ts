/*
 * What a clear photo of each side of an Aadhaar card looks like (SPEC §2: a toggleable sample
 * image). Drawn here as small SVGs, with made-up details and SAMPLE across them: no real person's
 * card is shipped. Data URIs, so the sample costs no request and is allowed by the CSP's img-src.
 */

const card = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 214" font-family="Arial, sans-serif">` +
  `<rect x="1" y="1" width="338" height="212" rx="12" fill="#fff" stroke="#9aa3b5" stroke-width="2"/>` +
  `<rect x="2" y="2" width="336" height="10" rx="6" fill="#f4a340"/>` +
  `<rect x="2" y="202" width="336" height="10" rx="6" fill="#3a9a4a"/>` +
  body +
  `<text x="170" y="130" font-size="44" font-weight="700" fill="#d12c4c" fill-opacity=".18" text-anchor="middle" transform="rotate(-12 170 120)">SAMPLE</text>` +
  `</svg>`;

const FRONT = card(
  `<text x="170" y="34" font-size="13" font-weight="700" fill="#1f2a44" text-anchor="middle">Unique Identification Card</text>` +
    `<rect x="20" y="52" width="78" height="96" rx="6" fill="#e7ecf5" stroke="#9aa3b5"/>` +
    `<circle cx="59" cy="86" r="18" fill="#b7c2d8"/><path d="M29 140c6-22 54-22 60 0z" fill="#b7c2d8"/>` +
    `<text x="112" y="70" font-size="12" fill="#1f2a44">Sample Holder</text>` +
    `<text x="112" y="92" font-size="11" fill="#46506a">DOB: 01/01/1990</text>` +
    `<text x="112" y="112" font-size="11" fill="#46506a">Gender: Female</text>` +
    `<text x="170" y="184" font-size="20" font-weight="700" letter-spacing="2" fill="#1f2a44" text-anchor="middle">0000 1111 2222</text>`,
);

const BACK = card(
  `<text x="20" y="40" font-size="12" font-weight="700" fill="#1f2a44">Address:</text>` +
    `<text x="20" y="60" font-size="11" fill="#46506a">1 Sample Street, Sample Nagar,</text>` +
    `<text x="20" y="78" font-size="11" fill="#46506a">Sample City, Sample State 000000</text>` +
    `<rect x="238" y="30" width="82" height="82" fill="#fff" stroke="#1f2a44" stroke-width="2"/>` +
    `<path d="M248 40h20v20h-20zM290 40h20v20h-20zM248 82h20v20h-20zM276 70h8v8h-8zM292 88h10v10h-10z" fill="#1f2a44"/>` +
    `<text x="170" y="184" font-size="20" font-weight="700" letter-spacing="2" fill="#1f2a44" text-anchor="middle">0000 1111 2222</text>`,
);

const asDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The pictures; their alt text and button label are worded by the modal (profileModals.aadhaar.sample*). */
export const AADHAAR_SAMPLE_SOURCES: Record<'front' | 'back', string> = {
  front: asDataUri(FRONT),
  back: asDataUri(BACK),
};
