import Link from 'next/link';
import { requestTrackerHref, type OpenRequest } from '@/lib/open-requests';
import { useOpenRequestLine } from './open-request-line';

/** 'Address change requested on 26/11/2026, SR 12345678', linked to that request in the tracker. */
export function OpenRequestNote({ request }: { request: OpenRequest }) {
  const line = useOpenRequestLine();
  return (
    <p className="text-sm text-brand-700">
      <Link href={requestTrackerHref(request.srNumber)} className="font-medium underline underline-offset-2">
        {line(request)}
      </Link>
    </p>
  );
}
