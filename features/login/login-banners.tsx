import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NEW_TAB_REL } from '@/components/shell/links';
import type { Banner } from '@/lib/types';
import { bannerLink } from './banner-links';
import { bannerLook } from './login-icons';

/**
 * Pre-login banners from the core; none when it has none or fails (SPEC §8). A compact list, each
 * with its own picture and colour, so three messages do not read as one repeated box.
 */
export function LoginBanners({ banners }: { banners: Banner[] }) {
  const t = useTranslations('login');
  if (!banners.length) return null;
  return (
    <section aria-label={t('announcements')}>
      <ul className="grid gap-3">
        {banners.map((b) => {
          const { icon, tone } = bannerLook(b.id);
          return (
            <li key={b.id} className="login-banner">
              <span className={`login-banner-icon login-banner-${tone}`}>{icon}</span>
              <div>
                <h2 className="font-semibold text-ink-900">{b.title}</h2>
                <p className="mt-1 text-sm text-ink-700">{b.text}</p>
                {b.link && <BannerAction text={b.link.text} url={b.link.url} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The portal's own pages open here, after the login; other sites in a new tab. */
function BannerAction({ text, url }: { text: string; url: string }) {
  const { href, external } = bannerLink({ text, url });
  const newTab = useTranslations('shell')('newTab');
  const className =
    'focus-ring mt-1 inline-flex min-h-11 items-center gap-1 rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 desk:min-h-8';
  if (!external) {
    return (
      <Link href={href} className={className}>
        {text}
        <span aria-hidden="true">→</span>
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel={NEW_TAB_REL}>
      {text}
      <span aria-hidden="true">→</span>
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
