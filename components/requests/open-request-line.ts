import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format';
import type { OpenRequest } from '@/lib/open-requests';

/**
 * 'Address change requested on 26/11/2026, SR 12345678' in the page's language: what blocks a new
 * request, as the refusal and the profile's note name it. Server or client (the `requests` namespace).
 */
export function useOpenRequestLine(): (request: OpenRequest) => string {
  const t = useTranslations('requests');
  return (r) => t('line', { request: t(`kinds.${r.kind}`), date: formatDate(r.raisedOn), sr: r.srNumber });
}
