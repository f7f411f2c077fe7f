import Link from 'next/link';
import { NEW_TAB_REL } from '@/components/shell/links';
import type { Banner } from '@/lib/types';
import { bannerLink } from './banner-links';

/** Pre-login banners from the core; none when it has none or fails (SPEC §8). */
export function LoginBanners({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null;
  return (
    <section aria-label="Announcements" className="order-2 grid content-start gap-4 desk:order-1">
      {banners.map((b) => (
        <article key={b.id} className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm">
          <h2 className="text-lg font-semibold">{b.title}</h2>
          <p className="mt-2 text-brand-50">{b.text}</p>
          {b.link && <BannerAction text={b.link.text} url={b.link.url} />}
        </article>
      ))}
    </section>
  );
}

/** The portal's own pages open here, after the login; other sites in a new tab. */
function BannerAction({ text, url }: { text: string; url: string }) {
  const { href, external } = bannerLink({ text, url });
  const className = 'mt-3 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4';
  if (!external) {
    return (
      <Link href={href} className={className}>
        {text}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel={NEW_TAB_REL}>
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
