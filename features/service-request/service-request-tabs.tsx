import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/ui/tab-links';
import { SR_TABS, tabHref, type SrTab } from './tracker-rules';

/** 'Track Service Request' and 'New Service Request', each its own URL (?tab=SR, ?tab=NEW_SR). */
export function ServiceRequestTabs({ active }: { active: SrTab }) {
  const t = useTranslations('serviceRequest.tabs');
  return (
    <TabLinks
      label={t('label')}
      tabs={SR_TABS.map(({ tab }) => ({ key: tab, label: t(tab === 'SR' ? 'track' : 'new'), href: tabHref(tab) }))}
      active={active}
    />
  );
}
