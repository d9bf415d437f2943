import { useTranslation } from 'react-i18next';
import { useCustomFilters } from '../customFilters/useCustomFilters.ts';
import { useInboxes } from '../inboxes/useInboxes.ts';
import { useLabels } from '../labels/useLabels.ts';
import type { TMenuContext } from '../navigation/menuContext.ts';
import { customViewLinks, inboxLinks, labelLinks, teamLinks } from '../navigation/menuSections.ts';
import { addLinkFor } from '../navigation/secondaryMenus.ts';
import { useTeams } from '../teams/useTeams.ts';
import { SidebarSection } from './SidebarSection.tsx';

/** Folders, teams, inboxes and labels under the conversation menu. */
export const ConversationSections = ({ ctx, onNavigate }: { ctx: TMenuContext; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const id = ctx.accountId;
  const folders = useCustomFilters(id, 'conversation').data ?? [];
  const teams = useTeams(id).data ?? [];
  const inboxes = useInboxes(id).data ?? [];
  const labels = useLabels(id).data ?? [];
  const add = (section: 'inboxes' | 'teams' | 'labels', label: string) => {
    const to = addLinkFor(section, ctx);
    return to ? { to, label } : null;
  };
  return (
    <>
      <SidebarSection
        title={t('menu.sections.folders')}
        links={customViewLinks(id, folders, 'folder')}
        onNavigate={onNavigate}
      />
      <SidebarSection
        title={t('menu.sections.teams')}
        links={teamLinks(id, teams)}
        add={add('teams', t('menu.add.team'))}
        onNavigate={onNavigate}
      />
      <SidebarSection
        title={t('menu.sections.inboxes')}
        links={inboxLinks(id, inboxes)}
        add={add('inboxes', t('menu.add.inbox'))}
        onNavigate={onNavigate}
      />
      <SidebarSection
        title={t('menu.sections.labels')}
        links={labelLinks(id, labels)}
        add={add('labels', t('menu.add.label'))}
        onNavigate={onNavigate}
      />
    </>
  );
};
