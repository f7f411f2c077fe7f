import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type CallContract, type DataOf, help, type RequestOf, serviceRequests, user } from '@portal/contracts';
import { LANGUAGES } from '@portal/contracts/language';
import { ADDRESS_MESSAGES } from '@portal/contracts/address';
import { CRITICAL_ILLNESS_DOCUMENTS, DEATH_CLAIM_DOCUMENTS } from '@portal/contracts/claims';
import { LOAN_MESSAGES, unclaimedAmounts } from '@portal/contracts/policy-services';
import { UPLOAD_MESSAGES, UPLOAD_RULES } from '@portal/contracts/uploads';
import { CATALOGUES, word } from '../domain/messages';
import { OTP_MESSAGES } from '../domain/otp';
import { PROFILE_MESSAGES } from '../domain/profile-rules';
import { FUND_MESSAGES } from '../domain/fund-rules';
import { autoPayScheduledMessage, LEDGER_MESSAGES } from '../domain/ledger';
import { MANDATE_MESSAGES } from '../domain/mandate-servicing';
import { CLAIM_MESSAGES } from '../domain/claim-rules';
import { NOMINEE_MESSAGES } from '../domain/nominee-rules';
import { AADHAAR_MESSAGES } from '../domain/aadhaar';
import { AUTHORITY_MESSAGES } from '../domain/identity-authority';
import { DUE_MESSAGES } from '../domain/premium-due';
import { MULTI_MESSAGES } from '../domain/multi-payment';
import { GO_GREEN_MESSAGES } from '../domain/request-subjects';
import { PAN_MESSAGES } from '../handlers/pan';
import { ENACH_MESSAGES } from '../handlers/enach';
import { DOCUMENT_MESSAGES } from '../handlers/documents';
import { PAYMENT_MESSAGES, TRANSACTION_NOT_FOUND } from '../handlers/premium';
import { AUTH_MESSAGES } from '../handlers/auth';
import { POLICY_NOT_FOUND } from '../handlers/policy';
import { DUPLICATE_REQUEST } from '../domain/service-requests';
import { SR_TOKEN_INVALID } from '../domain/sr-tokens';
import { RETURN_URL_REFUSED } from '../domain/return-urls';
import { UNCLAIMED_NOT_FOUND } from '../domain/unclaimed';
import { TOO_MANY_UPLOADS, UPLOAD_NOT_FOUND } from '../domain/document-uploads';
import { NOTHING_ASKED, REQUEST_NOT_FOUND } from '../domain/request-uploads';
import { INVALID_IFSC } from '../domain/bank-directory';
import { NO_BANK_ACCOUNT } from '../domain/policy-services';
import { DESCRIBE_REQUEST, DESCRIPTION_TOO_LONG, SELECT_POLICY } from '../domain/queries';
import { LINK_EXPIRED } from '../domain/app-links';
import { REINSTATEMENT_MESSAGES } from '../domain/reinstatement';
import { AARAV, PRIYA } from './support/fixtures';
import type { LoginTokens } from './support/client';
import { backOffice } from './support/requests';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

const ARGUMENTS = /\{(\w+)\}/g;
const argumentsOf = (text: string) => [...text.matchAll(ARGUMENTS)].map((m) => m[1]).sort();
const texts = (language: keyof typeof CATALOGUES) =>
  Object.entries(CATALOGUES[language]).flatMap(([area, t]) => Object.entries(t).map(([k, v]) => [`${area}.${k}`, v] as const));
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the core's catalogues", () => {
  it('has one per language, each with exactly English’s keys and {arguments}, and nothing left in English', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    const en = new Map(texts('en'));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const other = texts(language);
      expect(other.map(([k]) => k)).toEqual([...en.keys()]);
      for (const [key, text] of other) {
        expect(argumentsOf(text), `${language} ${key}`).toEqual(argumentsOf(en.get(key) as string));
        expect(text === en.get(key) && DEVANAGARI.test(text) === false && /[a-z]{3}/i.test(text), `${language} ${key}`).toBe(
          false,
        );
      }
    }
  });

  it('gives every English text once and never a bare argument, so a text names one message', () => {
    const english = texts('en').map(([, v]) => v);
    expect(new Set(english).size).toBe(english.length);
    expect(english.filter((v) => /^\{\w+\}$/.test(v))).toEqual([]);
  });

  it("words in Hindi every refusal the core's rules give, those with numbers in them too", () => {
    const constants = [
      OTP_MESSAGES,
      PROFILE_MESSAGES,
      FUND_MESSAGES,
      LEDGER_MESSAGES,
      MANDATE_MESSAGES,
      CLAIM_MESSAGES,
      NOMINEE_MESSAGES,
      AADHAAR_MESSAGES,
      AUTHORITY_MESSAGES,
      DUE_MESSAGES,
      MULTI_MESSAGES,
      GO_GREEN_MESSAGES,
      PAN_MESSAGES,
      ENACH_MESSAGES,
      DOCUMENT_MESSAGES,
      PAYMENT_MESSAGES,
      ADDRESS_MESSAGES,
      UPLOAD_MESSAGES,
      LOAN_MESSAGES,
      AUTH_MESSAGES,
      REINSTATEMENT_MESSAGES,
      {
        TRANSACTION_NOT_FOUND,
        POLICY_NOT_FOUND,
        DUPLICATE_REQUEST,
        SR_TOKEN_INVALID,
        RETURN_URL_REFUSED,
        UNCLAIMED_NOT_FOUND,
        TOO_MANY_UPLOADS,
        UPLOAD_NOT_FOUND,
        NOTHING_ASKED,
        REQUEST_NOT_FOUND,
        INVALID_IFSC,
        NO_BANK_ACCOUNT,
        DESCRIBE_REQUEST,
        DESCRIPTION_TOO_LONG,
        SELECT_POLICY,
        LINK_EXPIRED,
      },
    ].flatMap((c) => Object.values(c).filter((v): v is string => typeof v === 'string'));
    const typeMessages = Object.values(UPLOAD_RULES).map((r) => r.typeMessage);
    const computed = [
      OTP_MESSAGES.wrong(1),
      OTP_MESSAGES.wrong(3),
      OTP_MESSAGES.numberLockNear(1),
      OTP_MESSAGES.numberLockNear(2),
      FUND_MESSAGES.allocationTotal(90),
      CLAIM_MESSAGES.date('death'),
      CLAIM_MESSAGES.future('diagnosis'),
      ...[...Object.values(DEATH_CLAIM_DOCUMENTS), ...Object.values(CRITICAL_ILLNESS_DOCUMENTS)].map(CLAIM_MESSAGES.missing),
      LOAN_MESSAGES.aboveEligible('₹12,000.00'),
      autoPayScheduledMessage('2026-12-01'),
      'Your premium is already paid monthly. Please choose another frequency.',
    ];
    const unworded = [...constants, ...typeMessages, ...computed].filter((m) => !DEVANAGARI.test(word('hi', m)));
    expect(unworded).toEqual([]);
    expect(word('hi', OTP_MESSAGES.wrong(3))).toBe('गलत ओटीपी। आपके पास 3 प्रयास बाकी हैं।');
    expect(word('hi', CLAIM_MESSAGES.future('death'))).toBe('मृत्यु की तिथि भविष्य की नहीं हो सकती।');
    expect(word('hi', CLAIM_MESSAGES.missing('Death Certificate'))).toBe('कृपया मृत्यु प्रमाणपत्र के लिए फ़ाइल अपलोड करें');
    // A document's name alone is the portal's to word: it sends it back with the file.
    expect(word('hi', 'Death Certificate')).toBe('Death Certificate');
    expect(word('en', OTP_MESSAGES.wrong(3))).toBe(OTP_MESSAGES.wrong(3));
    expect(word('hi', 'Ramesh Kumar')).toBe('Ramesh Kumar');
  });
});

describe('the customer’s language at the core', () => {
  let t: TestSandbox;
  let aarav: LoginTokens;
  /** a call from a page in `language` (the portal's gateway sends it on every call) */
  const callIn = <C extends CallContract<z.ZodType, z.ZodType>>(
    language: string,
    contract: C,
    body: Omit<RequestOf<C>, 'sessionId'>,
    who = aarav,
  ) => t.client.call(contract, { ...body, sessionId: who.sessionId } as RequestOf<C>, { token: who.accessToken, language });

  beforeAll(async () => {
    t = await startTestSandbox('languages');
    aarav = await t.client.login(AARAV.mobile);
  });
  afterAll(() => t.stop());

  it('keeps the language the customer chose, answers it at sign-in and on the profile; English until then', async () => {
    expect((await t.data(aarav, user.profileDetails, {})).preferredLanguage).toBe('en');
    expect((await t.data(aarav, user.setPreferredLanguage, { language: 'hi' })) ?? null).toBeNull();
    expect((await t.data(aarav, user.profileDetails, {})).preferredLanguage).toBe('hi');
    const again = (await t.client.login(AARAV.mobile)) as DataOf<typeof user.validateLoginOtp>;
    expect(again.preferredLanguage).toBe('hi');
    const priya = (await t.client.login(PRIYA.mobile)) as DataOf<typeof user.validateLoginOtp>;
    expect(priya.preferredLanguage).toBe('en');
  });

  it('sends the login OTP in the language of the page, with the code as the outbox gives it', async () => {
    await t.client.clearOtpLimits();
    const gen = await t.client.call(
      user.generateLoginOtp,
      { loginId: PRIYA.mobile, captchaToken: t.client.captchaToken },
      { language: 'hi' },
    );
    expect(gen.envelope?.code).toBe(200);
    const [sms] = await t.client.outbox();
    expect(sms?.otp).toMatch(/^\d{6}$/);
    expect(sms?.text).toBe(`आपका लॉगिन ओटीपी ${sms?.otp} है। 10 मिनट तक मान्य। इसे किसी को न बताएँ।`);
    // Devanagari goes as UCS-2, 70 characters a part: the login OTP stays one part.
    expect(sms?.text.length).toBeLessThanOrEqual(70);
    // The one six-digit number in the SMS is the code, as an SMS-reading phone would find it.
    expect(sms?.text.match(/\d{6}/g)).toEqual([sms?.otp]);
  });

  it('words a refusal in the language of the call, and in English without one', async () => {
    const bad = { loginId: AARAV.mobile, captchaToken: 'wrong' };
    expect((await t.client.call(user.generateLoginOtp, bad, { language: 'hi' })).envelope).toEqual({
      code: 400,
      message: 'कैप्चा सत्यापन विफल रहा। कृपया फिर से प्रयास करें।',
    });
    expect((await t.client.call(user.generateLoginOtp, bad)).envelope?.message).toBe(
      'Captcha verification failed. Please try again.',
    );
  });

  it('sends a Hindi reader’s SMS and email in Hindi; the request’s history reads in the page’s language', async () => {
    const body = {
      clientId: aarav.clientId,
      policyNumber: '10000001',
      queryType: 'FUND_VALUE',
      description: 'Fund value?',
    } as const;
    const raised = await callIn('en', serviceRequests.raiseQuery, body);
    const sr = (raised.envelope?.data as { serviceRequestId: string }).serviceRequestId;
    const [email, sms] = await t.client.outbox();
    const text = `आपका फ़ंड मूल्य अनुरोध (SR ${sr}) हमें मिल गया है। हम 7 दिनों में उत्तर देंगे।`;
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(email).toMatchObject({ channel: 'email', subject: `फ़ंड मूल्य अनुरोध SR ${sr} मिला`, text });

    expect((await callIn('hi', serviceRequests.raiseQuery, body)).envelope).toEqual({
      code: 400,
      message: 'आप यह अनुरोध पहले ही दर्ज कर चुके हैं।',
    });
    const timeline = async (language: string) => {
      const list = (await callIn(language, serviceRequests.trackServiceRequests, {})).envelope?.data as Array<{
        srNumber: string;
        srSubject: string;
        srTitle: string;
        timeline: Array<{ message: string }>;
      }>;
      return list.find((r) => r.srNumber === sr);
    };
    expect(await timeline('hi')).toMatchObject({ srSubject: 'Fund Value', srTitle: 'फ़ंड मूल्य', timeline: [{ message: text }] });
    expect((await timeline('en'))?.timeline[0]?.message).toBe(
      `Your Fund Value request SR ${sr} is received. We will respond within 7 days.`,
    );
  });

  it('tells a Hindi reader of a back-office step in Hindi, the back office’s own words as written', async () => {
    const body = { clientId: aarav.clientId, policyNumber: '10000002', queryType: 'OTHER', description: 'A question' } as const;
    const sr = ((await callIn('en', serviceRequests.raiseQuery, body)).envelope?.data as { serviceRequestId: string })
      .serviceRequestId;
    expect((await backOffice(t, 'ask', { srNumber: sr, what: 'a cancelled cheque' })).status).toBe(200);
    const [email, sms] = await t.client.outbox();
    const text = `आपका अनुरोध SR ${sr} (अन्य): आगे बढ़ने के लिए हमें a cancelled cheque चाहिए। कृपया इसे पोर्टल में सर्विस अनुरोध ट्रैक करें में अपलोड करें।`;
    expect(sms).toMatchObject({ channel: 'sms', text });
    expect(email).toMatchObject({ channel: 'email', subject: `सर्विस अनुरोध SR ${sr}: In Progress`, text });
  });

  it("words the texts of an answer's data (the help page) and leaves numbers, addresses and links as they are", async () => {
    const content = (await callIn('hi', help.getHelpContent, {})).envelope?.data as DataOf<typeof help.getHelpContent>;
    expect(content.contacts[0]).toMatchObject({ label: 'हमें कॉल करें', value: '1800 266 9000', href: 'tel:18002669000' });
    expect(content.faqs[0]?.question).toBe('मैं कैसे जानूँ कि मेरी पॉलिसी पर लोन मिल सकता है?');
    const english = (await callIn('en', help.getHelpContent, {})).envelope?.data as DataOf<typeof help.getHelpContent>;
    expect(english.contacts[0]?.label).toBe('Call us');
    // An unclaimed amount's kind, reason and steps; its policy and plan as the core holds them.
    const amounts = (await callIn('hi', unclaimedAmounts, {})).envelope?.data as DataOf<typeof unclaimedAmounts>;
    expect(amounts[0]).toMatchObject({
      kind: 'परिपक्वता लाभ',
      reason: 'बैंक ने भुगतान लौटा दिया (खाता बंद है)',
      policyNumber: '50000001',
    });
    expect(amounts[0]?.howToClaim[0]).toMatch(/\p{Script=Devanagari}/u);
    const banners = (await t.client.call(user.preloginBanners, {}, { language: 'hi' })).envelope?.data;
    expect(banners?.[0]).toMatchObject({ id: 'enach-autopay', title: 'कोई प्रीमियम न छूटे', linkUrl: '/enach-registration' });
  });
});
