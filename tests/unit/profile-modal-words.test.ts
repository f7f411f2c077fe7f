import { describe, expect, it } from 'vitest';
import { ADDRESS_PROOF_LABELS, ADDRESS_PROOF_VALUES, RELATIONSHIPS, TITLES } from '@portal/contracts/options';
import { EMAIL_MESSAGES } from '@/features/manage-profile/email/email-rules';
import { GO_GREEN_MESSAGES } from '@/features/manage-profile/go-green/go-green-schema';
import { MOBILE_MESSAGES } from '@/features/manage-profile/mobile/mobile-rules';
import { RELATIONSHIP_KEYS, TITLE_KEYS } from '@/lib/i18n/option-labels';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import { en as coreEn } from '../../sandbox/domain/messages/en';
import { hi as coreHi } from '../../sandbox/domain/messages/hi';

const inCatalogue = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/*
 * The profile modals recognise some of the core's refusals (the current email or mobile number, a
 * number taken, Go Green already on or without an email) to show them on the field or as the
 * modal's own state. The core words them in the page's language, so the portal's words must be
 * the core's, in every language, or a Hindi customer gets a banner where the field should speak.
 */
describe('the core refusals a profile modal recognises', () => {
  it.each([
    [EMAIL_MESSAGES.sameAsOld, coreEn.profile.sameEmail, coreHi.profile.sameEmail],
    [MOBILE_MESSAGES.invalid, coreEn.profile.mobile, coreHi.profile.mobile],
    [MOBILE_MESSAGES.sameAsOld, coreEn.profile.sameMobile, coreHi.profile.sameMobile],
    [MOBILE_MESSAGES.taken, coreEn.profile.mobileTaken, coreHi.profile.mobileTaken],
    [GO_GREEN_MESSAGES.already, coreEn.profile.goGreenAlready, coreHi.profile.goGreenAlready],
    [GO_GREEN_MESSAGES.noEmail, coreEn.profile.goGreenNoEmail, coreHi.profile.goGreenNoEmail],
  ])('%s reads as the core sends it', (key, english, hindi) => {
    expect(inCatalogue(en, key)).toBe(english);
    expect(inCatalogue(hi, key)).toBe(hindi);
  });
});

describe('option lists customers read', () => {
  it('show SPEC §3’s titles as they are in English and worded in Hindi (Mr. is श्री)', () => {
    for (const title of TITLES) expect(en.options.title[TITLE_KEYS[title]]).toBe(title);
    expect(hi.options.title[TITLE_KEYS['Mr.']]).toBe('श्री');
    expect(hi.options.title[TITLE_KEYS['Mrs.']]).toBe('श्रीमती');
    expect(hi.options.title[TITLE_KEYS['Ms.']]).toBe('सुश्री');
    expect(new Set(Object.values(TITLE_KEYS)).size).toBe(TITLES.length);
  });

  it('show every relationship as the core holds it in English, each a word of its own in Hindi', () => {
    for (const relation of RELATIONSHIPS) expect(en.options.relationship[RELATIONSHIP_KEYS[relation]]).toBe(relation);
    expect(new Set(Object.values(RELATIONSHIP_KEYS)).size).toBe(RELATIONSHIPS.length);
    expect(hi.options.relationship[RELATIONSHIP_KEYS.Spouse]).toBe('पति/पत्नी');
  });

  it('label address proofs as SPEC §3 does in English', () => {
    for (const proof of ADDRESS_PROOF_VALUES) expect(en.options.addressProof[proof]).toBe(ADDRESS_PROOF_LABELS[proof]);
  });
});
