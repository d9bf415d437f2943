import { useTranslation } from 'react-i18next';
import { useCustomFilters } from '../customFilters/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { useLabels } from '../labels/index.ts';
import {
  customViewLinks,
  inboxLinks,
  labelLinks,
  teamLinks,
  addLinkFor,
  type TMenuContext,
} from '../navigation/index.ts';
import { useTeams } from '../teams/index.ts';
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
