import { describe, expect, it } from 'vitest';
import { bannerLink } from '@/features/login/banner-links';

describe('pre-login banner links', () => {
  it('leads Update KYC to the Aadhaar modal after the login', () => {
    expect(bannerLink({ text: 'Update KYC', url: '/manage-profile' })).toEqual({
      href: '/login?return_to=%2Fmanage-profile%3Fmodal%3Daadhaar',
      external: false,
    });
  });

  it('takes the portal’s other pages through the login as they are', () => {
    expect(bannerLink({ text: 'Register now', url: '/enach-registration' })).toEqual({
      href: '/login?return_to=%2Fenach-registration',
      external: false,
    });
    expect(bannerLink({ text: 'Update KYC', url: '/manage-profile?modal=pan' }).href).toBe(
      '/login?return_to=%2Fmanage-profile%3Fmodal%3Dpan',
    );
  });

  it('opens other sites in a new tab, and never lets a path lead off the portal', () => {
    expect(bannerLink({ text: 'Buy', url: 'https://insurer.example/buy' })).toEqual({
      href: 'https://insurer.example/buy',
      external: true,
    });
    expect(bannerLink({ text: 'x', url: '//evil.example/' }).href).toBe('/login?return_to=%2F');
    expect(bannerLink({ text: 'x', url: '/%2e%2e//evil.example' }).href).toBe('/login?return_to=%2F');
  });
});
