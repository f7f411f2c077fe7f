import { describe, expect, it } from 'vitest';
import { bannerLink } from '@/features/login/banner-links';
import { createTranslator } from 'next-intl';
import { landingSentence as sentenceIn, type LandingWords } from '@/features/login/landing';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

function wordsIn(messages: typeof en, locale: 'en' | 'hi'): LandingWords {
  const t = createTranslator({ locale, messages });
  return {
    sentence: (place) => t('login.landing', { place }),
    place: (key, policy) => t(`login.places.${key}`, { policy: policy ?? '' }),
    page: (key) => t(`shell.nav.${key}`),
  };
}
const landingSentence = (returnTo: string) => sentenceIn(returnTo, wordsIn(en, 'en'));

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

describe('where the login says it will land', () => {
  it('names the page or the profile modal a banner or a deep link leads to', () => {
    expect(landingSentence('/enach-registration')).toBe(
      'After you log in, you will go straight to Auto Pay (e-NACH) registration.',
    );
    expect(landingSentence('/manage-profile?modal=aadhaar')).toBe(
      'After you log in, you will go straight to your profile, to update your KYC (Aadhaar).',
    );
    expect(landingSentence('/manage-profile?modal=goGreen')).toBe(
      'After you log in, you will go straight to your profile, to register for Go Green.',
    );
    expect(landingSentence('/pay-premium')).toBe('After you log in, you will go straight to Pay Premium.');
    expect(landingSentence('/policy-details/10000001?tab=NOMINEE')).toBe(
      'After you log in, you will go straight to the details of policy 10000001.',
    );
    expect(landingSentence('/somewhere')).toBe('After you log in, you will go straight to the page you asked for.');
  });

  it('says nothing on the way to the dashboard', () => {
    expect(landingSentence('/')).toBeNull();
    expect(sentenceIn('/pay-premium', wordsIn(hi, 'hi'))).toBe('लॉगिन के बाद आप सीधे प्रीमियम भुगतान पर जाएँगे।');
  });
});
