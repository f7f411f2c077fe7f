import { createHash } from 'node:crypto';
import { contrastRatio, isHexColour, TEXT_CONTRAST } from '../colour';
import type { Brand } from '../brand';
import { SANDBOX_LOGO_SVG } from './sandbox-logo';

/*
 * Reads the brand from the environment (README, "Setting your brand"). The regulatory identity
 * uses the core's own variable names (sandbox/domain/insurer.ts), so one set of variables
 * configures both processes; the rest are BRAND_*. A set but broken value is a problem that stops
 * the start, never a silent fallback to the fictional insurer.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** An SVG the portal serves at /brand/*.svg, with the hash its address carries. */
export interface SvgAsset {
  svg: string;
  hash: string;
}

export interface BrandAssets {
  logo: SvgAsset;
  /** the square mark behind the favicon and the app icons: BRAND_ICON_FILE, else the logo */
  icon: SvgAsset;
}

/** Graphics and the accent's highlights against white (WCAG 2.2 SC 1.4.11, level AA). */
const UI_CONTRAST = 3;
/** The logo is shown this tall in the header and side bar; its width follows its own proportions. */
export const LOGO_HEIGHT = 32;
const LOGO_MAX_WIDTH = 160;

type TextField = 'legalName' | 'shortName' | 'irdaiRegNo' | 'cin' | 'gstin' | 'registeredOffice' | 'tollFree';

const TEXT_VARIABLES: Record<TextField, { name: string; fallback: string; shape?: RegExp; example?: string }> = {
  // i18n-ignore: the sandbox insurer's names, kept as configured like any brand's
  legalName: { name: 'INSURER_NAME', fallback: 'Sandbox Life Insurance Company Limited' },
  // i18n-ignore: a brand name
  shortName: { name: 'BRAND_SHORT_NAME', fallback: 'Sandbox Life', shape: /^.{1,30}$/, example: 'at most 30 characters' },
  // The same shapes the core checks (sandbox/domain/insurer.ts).
  irdaiRegNo: { name: 'INSURER_IRDAI_REG_NO', fallback: '199', shape: /^\d{1,4}$/, example: 'e.g. 105' },
  cin: {
    name: 'INSURER_CIN',
    fallback: 'U66010MH2000PLC128403',
    shape: /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
    example: 'e.g. U66010MH2000PLC128403',
  },
  gstin: {
    name: 'INSURER_GSTIN',
    fallback: '27AABCS1429B1ZB',
    shape: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
    example: 'e.g. 27AABCS1429B1ZB',
  },
  registeredOffice: {
    name: 'INSURER_REGISTERED_OFFICE',
    fallback: '5th Floor, Sandbox House, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051',
  },
  tollFree: { name: 'BRAND_TOLL_FREE', fallback: '1800 266 9000', shape: /^\+?\d[\d -]{5,18}\d$/, example: 'e.g. 1800 209 0000' },
};

const PHONE = /^\+?\d[\d -]{5,18}\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const URL_VARIABLES = {
  grievance: { name: 'BRAND_GRIEVANCE_URL', fallback: 'https://www.example-life.in/grievance-redressal' },
  privacy: { name: 'BRAND_PRIVACY_URL', fallback: 'https://www.example-life.in/privacy-notice' },
  terms: { name: 'BRAND_TERMS_URL', fallback: 'https://www.example-life.in/terms-of-use' },
} as const;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function svgAsset(svg: string): SvgAsset {
  return { svg, hash: createHash('sha256').update(svg).digest('base64url').slice(0, 8) };
}

/** The drawing's proportions from its viewBox, else its width and height; null when it has neither. */
export function svgAspect(svg: string): number | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const box = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  const width = box?.[1] ?? /\bwidth\s*=\s*["']([\d.]+)(px)?["']/i.exec(root)?.[1];
  const height = box?.[2] ?? /\bheight\s*=\s*["']([\d.]+)(px)?["']/i.exec(root)?.[1];
  const aspect = Number(width) / Number(height);
  return Number.isFinite(aspect) && aspect > 0 ? aspect : null;
}

/**
 * Served from the portal's own origin, so a drawing that could run code would run as the portal
 * when opened directly: scripts, event handlers, embedded HTML and outside references are refused.
 */
const UNSAFE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:href|src)\s*=\s*["'](?!#|data:image\/)/i;

function readSvg(name: string, path: string, readFile: (path: string) => string, problems: string[]): SvgAsset | null {
  let svg: string;
  try {
    svg = readFile(path);
  } catch (error) {
    problems.push(`${name}: cannot read '${path}' (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}).`);
    return null;
  }
  if (!svgAspect(svg)) {
    problems.push(`${name}: '${path}' is not an SVG drawing with a viewBox (or a width and height).`);
    return null;
  }
  if (UNSAFE_SVG.test(svg)) {
    problems.push(
      `${name}: '${path}' holds a script, an event handler or an outside reference; the logo must be a plain drawing.`,
    );
    return null;
  }
  return svgAsset(svg);
}

function colour(env: Env, name: string, fallback: string, minimum: number, use: string, problems: string[]): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!isHexColour(value)) {
    problems.push(`${name} must be a colour written #rrggbb (e.g. #1f4e9c), not '${value}'.`);
    return fallback;
  }
  const ratio = contrastRatio(value, '#ffffff');
  if (ratio < minimum) {
    problems.push(
      `${name} ${value} has ${ratio.toFixed(2)}:1 contrast against white; ${use} need at least ${minimum}:1 (WCAG 2.2 AA): choose a darker shade.`,
    );
  }
  return value.toLowerCase();
}

/** The logo's shown size: LOGO_HEIGHT tall, as wide as its proportions ask, within LOGO_MAX_WIDTH. */
function logoSize(aspect: number): { logoWidth: number; logoHeight: number } {
  const width = LOGO_HEIGHT * aspect;
  if (width <= LOGO_MAX_WIDTH) return { logoWidth: Math.round(width), logoHeight: LOGO_HEIGHT };
  return { logoWidth: LOGO_MAX_WIDTH, logoHeight: Math.round(LOGO_MAX_WIDTH / aspect) };
}

export function parseBrand(
  env: Env,
  readFile: (path: string) => string,
): { brand: Brand; assets: BrandAssets; problems: string[] } {
  const problems: string[] = [];
  const text = {} as Record<TextField, string>;
  for (const key of Object.keys(TEXT_VARIABLES) as TextField[]) {
    const { name, fallback, shape, example } = TEXT_VARIABLES[key];
    const value = env[name]?.trim();
    if (value && shape && !shape.test(value)) problems.push(`${name}: '${value}' is not a valid value (${example}).`);
    text[key] = value || fallback;
  }
  const officerEmail = env.INSURER_GRIEVANCE_EMAIL?.trim() || 'grievance@example-life.in';
  if (!EMAIL.test(officerEmail)) problems.push(`INSURER_GRIEVANCE_EMAIL: '${officerEmail}' is not an e-mail address.`);
  const officerPhoneSet = env.INSURER_GRIEVANCE_PHONE?.trim();
  if (officerPhoneSet && !PHONE.test(officerPhoneSet))
    problems.push(`INSURER_GRIEVANCE_PHONE: '${officerPhoneSet}' is not a phone number (e.g. 1800 209 0000).`);
  // Unset, the core's own default too (sandbox/domain/insurer.ts): one variable configures both.
  const officerPhone = officerPhoneSet || '1800 209 0000';
  const dpoEmail = env.BRAND_DPO_EMAIL?.trim() || 'dpo@example-life.in';
  if (!EMAIL.test(dpoEmail)) problems.push(`BRAND_DPO_EMAIL: '${dpoEmail}' is not an e-mail address.`);
  const dpoPhone = env.BRAND_DPO_PHONE?.trim() || null;
  if (dpoPhone && !PHONE.test(dpoPhone))
    problems.push(`BRAND_DPO_PHONE: '${dpoPhone}' is not a phone number (e.g. 022 4000 1234).`);
  const links = {} as Brand['links'];
  for (const key of Object.keys(URL_VARIABLES) as Array<keyof Brand['links']>) {
    const { name, fallback } = URL_VARIABLES[key];
    const value = env[name]?.trim();
    if (value && !isHttpsUrl(value))
      problems.push(`${name} must be an https address (e.g. https://www.insurer.example/page), not '${value}'.`);
    links[key] = value || fallback;
  }

  const logoPath = env.BRAND_LOGO_FILE?.trim();
  const logo = (logoPath && readSvg('BRAND_LOGO_FILE', logoPath, readFile, problems)) || svgAsset(SANDBOX_LOGO_SVG);
  const iconPath = env.BRAND_ICON_FILE?.trim();
  const icon = (iconPath && readSvg('BRAND_ICON_FILE', iconPath, readFile, problems)) || logo;

  const brand: Brand = {
    legalName: text.legalName,
    shortName: text.shortName,
    logoUrl: `/brand/logo.svg?v=${logo.hash}`,
    ...logoSize(svgAspect(logo.svg) ?? 1),
    primaryColour: colour(
      env,
      'BRAND_PRIMARY_COLOUR',
      '#1f4e9c',
      TEXT_CONTRAST,
      'buttons, links and white text on them',
      problems,
    ),
    accentColour: colour(env, 'BRAND_ACCENT_COLOUR', '#c96a00', UI_CONTRAST, 'highlights and graphics', problems),
    irdaiRegNo: text.irdaiRegNo,
    cin: text.cin,
    gstin: text.gstin,
    registeredOffice: text.registeredOffice,
    tollFree: text.tollFree,
    grievanceOfficer: {
      // i18n-ignore: a legal particular, shown as configured (the footer's words around it are translated)
      name: env.BRAND_GRIEVANCE_OFFICER?.trim() || 'Grievance Redressal Officer',
      email: officerEmail,
      phone: officerPhone,
    },
    dataProtectionOfficer: {
      // i18n-ignore: a legal particular, shown as configured
      name: env.BRAND_DPO_NAME?.trim() || 'Data Protection Officer',
      email: dpoEmail,
      phone: dpoPhone,
    },
    links,
  };
  return { brand, assets: { logo, icon }, problems };
}
