import { useTranslations } from 'next-intl';
import { isMessageKey } from '@/lib/i18n/message-key';

/**
 * An error or notice that is either a catalogue key (from a schema or a rule) or the core's own
 * words: the key is worded in the page's language, the core's text shown as it came. Server or
 * client: a client page must hand down the key's namespace (components/i18n/client-messages.tsx).
 */
export function useMessageText(): (message: string) => string {
  const t = useTranslations();
  return (message) => (isMessageKey(message) && t.has(message as never) ? t(message as never) : message);
}

export function MessageText({ message }: { message: string }) {
  return useMessageText()(message);
}
