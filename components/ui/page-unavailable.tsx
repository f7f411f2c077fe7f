import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { MessageText } from '@/lib/i18n/message-text';
import { ButtonLink } from './button';
import { InfoBanner } from './info-banner';
import { TECHNICAL_ERROR } from '@/lib/constants';

interface PageUnavailableProps {
  /** the page's own heading, so the customer still knows where they are */
  title: string;
  /** the page's address, to ask again */
  retryHref: string;
}

/**
 * A page the core could not give its content for (no answer, or one that could not be read):
 * SPEC §8's words inside the shell, with the menus still working, instead of the crash page.
 */
export function PageUnavailable({ title, retryHref }: PageUnavailableProps) {
  const headingId = useId();
  const t = useTranslations('ui');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="text-2xl font-semibold text-ink-900">
        {title}
      </h1>
      <InfoBanner
        tone="error"
        action={
          <ButtonLink href={retryHref} variant="secondary" size="sm">
            {t('tryAgain')}
          </ButtonLink>
        }
      >
        <MessageText message={TECHNICAL_ERROR} />
      </InfoBanner>
    </section>
  );
}
