import type { Banner } from '@/lib/types';

/** Pre-login banners from the core; none when it has none or fails (SPEC §8). */
export function LoginBanners({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null;
  return (
    <section aria-label="Announcements" className="order-2 grid content-start gap-4 desk:order-1">
      {banners.map((b) => (
        <article key={b.id} className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm">
          <h2 className="text-lg font-semibold">{b.title}</h2>
          <p className="mt-2 text-brand-50">{b.text}</p>
          {b.link && (
            <a
              href={b.link.url}
              className="mt-3 inline-block font-semibold text-white underline underline-offset-4"
              target="_blank"
              rel="noopener noreferrer"
            >
              {b.link.text}
            </a>
          )}
        </article>
      ))}
    </section>
  );
}
