import { useTranslation } from 'react-i18next';
import { useCustomFilters } from '../customFilters/index.ts';
import { useLabels } from '../labels/index.ts';
import { customViewLinks, taggedContactLinks } from '../navigation/index.ts';
import { SidebarSection } from './SidebarSection.tsx';

/** Segments and contacts tagged with labels under the contacts menu. */
export const ContactSections = ({ accountId, onNavigate }: { accountId: number; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const segments = useCustomFilters(accountId, 'contact').data ?? [];
  const labels = useLabels(accountId).data ?? [];
  return (
    <>
      <SidebarSection
        title={t('menu.sections.segments')}
        links={customViewLinks(accountId, segments, 'segment')}
        onNavigate={onNavigate}
      />
      <SidebarSection
        title={t('menu.sections.taggedContacts')}
        links={taggedContactLinks(accountId, labels)}
        onNavigate={onNavigate}
      />
    </>
  );
};
