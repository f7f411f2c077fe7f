import { ButtonLink } from '@/components/ui/button';

/** notFound() inside the portal: keeps the menus around so the customer can carry on. */
export default function PortalNotFound() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="not-found-title" className="text-2xl font-semibold text-ink-900">
        Page not found
      </h1>
      <p className="text-ink-500">The page you are looking for does not exist or is not available right now.</p>
      <ButtonLink href="/">Go to Home</ButtonLink>
    </section>
  );
}
