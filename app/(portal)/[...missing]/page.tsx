import { notFound } from 'next/navigation';

/**
 * Any address the portal does not have. Answering here rather than at the root keeps a signed-in
 * customer inside the portal's header and menu (app/(portal)/not-found.tsx), with HTTP 404.
 */
export default function MissingPage() {
  notFound();
}
