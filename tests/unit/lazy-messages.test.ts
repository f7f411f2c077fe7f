import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';

/*
 * The texts a page fetches when it needs them (the session warning, an error page): in the page's
 * language when /api/messages answers, in English when it fails, so a dialog is never empty while
 * the server itself still answers.
 */
const load = async () => (await import('@/components/i18n/lazy-messages')).loadMessages;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('texts fetched on demand', () => {
  it('come in the page’s language from /api/messages, once per page', async () => {
    const fetch = vi.fn(async () => Response.json({ sessionExpiry: hi.sessionExpiry }));
    vi.stubGlobal('fetch', fetch);
    const loadMessages = await load();
    expect(await loadMessages(['sessionExpiry'])).toEqual({ sessionExpiry: hi.sessionExpiry });
    await loadMessages(['sessionExpiry']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/messages?ns=sessionExpiry');
  });

  it('fall back to English when the answer is an error', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 500 }));
    expect(await (await load())(['sessionExpiry', 'pageErrors'])).toEqual({
      sessionExpiry: en.sessionExpiry,
      pageErrors: en.pageErrors,
    });
  });

  it('fall back to English when the request fails, and ask again the next time', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const loadMessages = await load();
    expect(await loadMessages(['pageErrors'])).toEqual({ pageErrors: en.pageErrors });
    await loadMessages(['pageErrors']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
