import { TabLinks } from '@/components/ui/tab-links';
import { SR_TABS, tabHref, type SrTab } from './tracker-rules';

/** 'Track Service Request' and 'New Service Request', each its own URL (?tab=SR, ?tab=NEW_SR). */
export function ServiceRequestTabs({ active }: { active: SrTab }) {
  return (
    <TabLinks
      label="Service request sections"
      tabs={SR_TABS.map(({ tab, label }) => ({ key: tab, label, href: tabHref(tab) }))}
      active={active}
    />
  );
}
