import Link from 'next/link';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata() {
  return { title: (await getTranslations('shell'))('notFound') };
}

/** Outside the authenticated layout: unknown paths and switched-off features. */
export default async function NotFound() {
  // Rendered per request so its scripts carry this request's CSP nonce.
  await connection();
  const t = await getTranslations('shell');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold text-ink-900">{t('notFound')}</h1>
      <p className="text-ink-500">{t('notFoundBody')}</p>
      <Link href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {t('goHome')}
      </Link>
    </main>
  );
}
