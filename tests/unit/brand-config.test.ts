import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/colour';
import { parseBrand, svgAspect } from '@/lib/server/brand-config';

const WIDE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0f766e"/></svg>';
const files: Record<string, string> = { '/brand/wide.svg': WIDE_LOGO };
function readFile(path: string): string {
  if (path in files) return files[path]!;
  throw Object.assign(new Error(`no such file ${path}`), { code: 'ENOENT' });
}
const parse = (env: Record<string, string>) => parseBrand(env, readFile);

describe('brand configuration read at start', () => {
  it('without any variable describes the sandbox’s fictional insurer, with its own logo', () => {
    const { brand, problems } = parse({});
    expect(problems).toEqual([]);
    expect(brand.shortName).toBe('Sandbox Life');
    expect(brand.legalName).toBe('Sandbox Life Insurance Company Limited');
    expect(brand.primaryColour).toBe('#1f4e9c');
    expect(brand.logoUrl).toMatch(/^\/brand\/logo\.svg\?v=[\w-]{8}$/);
    expect([brand.logoWidth, brand.logoHeight]).toEqual([32, 32]);
  });

  it('takes an insurer’s own names, identity and colours, with the core’s variable names where they are shared', () => {
    const { brand, problems } = parse({
      INSURER_NAME: 'Acme Life Insurance Company Limited',
      BRAND_SHORT_NAME: 'Acme Life',
      INSURER_IRDAI_REG_NO: '105',
      INSURER_GRIEVANCE_EMAIL: 'care@acme.example',
      BRAND_PRIMARY_COLOUR: '#0F766E',
      BRAND_LOGO_FILE: '/brand/wide.svg',
      BRAND_PRIVACY_URL: 'https://acme.example/privacy',
    });
    expect(problems).toEqual([]);
    expect(brand).toMatchObject({
      legalName: 'Acme Life Insurance Company Limited',
      shortName: 'Acme Life',
      irdaiRegNo: '105',
      primaryColour: '#0f766e',
      grievanceOfficer: { email: 'care@acme.example' },
      links: { privacy: 'https://acme.example/privacy' },
    });
    // 3:1 drawn 32 px high, so the header reserves its exact place before it loads.
    expect([brand.logoWidth, brand.logoHeight]).toEqual([96, 32]);
  });

  it('the logo’s address changes with its content, so browsers may keep each version for a year', () => {
    const sandbox = parse({}).brand.logoUrl;
    const own = parse({ BRAND_LOGO_FILE: '/brand/wide.svg' }).brand.logoUrl;
    expect(own).not.toBe(sandbox);
    expect(parse({ BRAND_LOGO_FILE: '/brand/wide.svg' }).brand.logoUrl).toBe(own);
  });

  it('refuses a colour that is not #rrggbb, naming the variable', () => {
    const { problems } = parse({ BRAND_PRIMARY_COLOUR: 'navy', BRAND_ACCENT_COLOUR: '#abc' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^BRAND_PRIMARY_COLOUR must be a colour written #rrggbb/);
    expect(problems[1]).toMatch(/^BRAND_ACCENT_COLOUR must be a colour written #rrggbb/);
  });

  it('refuses a primary colour white text cannot be read on (below 4.5:1), and accepts one just above', () => {
    expect(contrastRatio('#7a8fb5', '#ffffff')).toBeLessThan(4.5);
    const { problems } = parse({ BRAND_PRIMARY_COLOUR: '#7a8fb5' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^BRAND_PRIMARY_COLOUR #7a8fb5 has 3\.\d\d:1 contrast against white; .* at least 4\.5:1/);
    // #767676 is the lightest grey at 4.5:1 on white.
    expect(parse({ BRAND_PRIMARY_COLOUR: '#767676' }).problems).toEqual([]);
  });

  it('refuses an accent below 3:1 against white (graphics and highlights)', () => {
    expect(parse({ BRAND_ACCENT_COLOUR: '#ffb020' }).problems[0]).toMatch(/^BRAND_ACCENT_COLOUR #ffb020 has .* at least 3:1/);
  });

  it('refuses a logo file that is missing, not a drawing, or could run code', () => {
    files['/brand/text.svg'] = 'hello';
    files['/brand/script.svg'] = '<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>';
    files['/brand/handler.svg'] = '<svg viewBox="0 0 10 10" onload="alert(1)"></svg>';
    files['/brand/remote.svg'] = '<svg viewBox="0 0 10 10"><image href="https://evil.example/x.png"/></svg>';
    expect(parse({ BRAND_LOGO_FILE: '/brand/missing.svg' }).problems).toEqual([
      "BRAND_LOGO_FILE: cannot read '/brand/missing.svg' (ENOENT).",
    ]);
    expect(parse({ BRAND_LOGO_FILE: '/brand/text.svg' }).problems[0]).toMatch(/^BRAND_LOGO_FILE: .* is not an SVG drawing/);
    for (const path of ['/brand/script.svg', '/brand/handler.svg', '/brand/remote.svg']) {
      expect(parse({ BRAND_ICON_FILE: path }).problems[0], path).toMatch(/^BRAND_ICON_FILE: .* must be a plain drawing/);
    }
  });

  it('refuses regulatory numbers and addresses in the wrong shape, as the core does', () => {
    const { problems } = parse({
      INSURER_CIN: 'L123',
      INSURER_GRIEVANCE_EMAIL: 'not-an-address',
      BRAND_TOLL_FREE: 'call us',
      BRAND_TERMS_URL: 'http://acme.example/terms',
      INSURER_GRIEVANCE_PHONE: 'ring ring',
    });
    expect(problems.map((p) => p.split(/[: ]/)[0])).toEqual([
      'INSURER_CIN',
      'BRAND_TOLL_FREE',
      'INSURER_GRIEVANCE_EMAIL',
      'INSURER_GRIEVANCE_PHONE',
      'BRAND_TERMS_URL',
    ]);
  });

  it('reads a drawing’s proportions from its viewBox, else its width and height', () => {
    expect(svgAspect('<svg viewBox="0 0 200 50">')).toBe(4);
    expect(svgAspect('<svg width="64px" height="32px">')).toBe(2);
    expect(svgAspect('<svg>')).toBeNull();
  });
});
