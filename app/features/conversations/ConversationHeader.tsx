import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES } from '../../../common/contracts/conversations.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useTeams } from '../teams/index.ts';
import { conversationKeys } from './conversationQueries.ts';
import { fetchAssignableAgents } from './conversationsApi.ts';
import type { TConversation } from './conversationTypes.ts';
import { MenuPopover } from './MenuPopover.tsx';
import { MacrosMenu } from './MacrosMenu.tsx';
import { MoreMenu } from './MoreMenu.tsx';
import { SnoozeNotice } from './SnoozeNotice.tsx';
import { StatusControl } from './StatusControl.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { ViewersNotice } from '../realtime/index.ts';
import type { useConversationActions } from './useConversationActions.ts';
import { usePageTitle } from '../orientation/index.ts';
import { ConversationSlaControl } from './ConversationSlaControl.tsx';
import { ConversationTool } from './merge/lazyTools.ts';

const chip =
  'flex max-w-[11rem] items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** Contact and inbox, then assignee, team, priority, status and the more menu. */
export const ConversationHeader = ({
  accountId,
  conversation: c,
  inboxName,
  actions,
  onResolvedNext,
  onTogglePanel,
  showPanel,
  onMarkedUnread,
  onBack,
  copilot,
}: {
  accountId: number;
  conversation: TConversation;
  inboxName: string | undefined;
  actions: ReturnType<typeof useConversationActions>;
  onResolvedNext: () => void;
  onTogglePanel: () => void;
  showPanel: boolean;
  onMarkedUnread: () => void;
  onBack?: () => void;
  /** Captain's copilot panel, when the account has Captain: whether it is open, and the toggle. */
  copilot?: { open: boolean; toggle: () => void };
}) => {
  const { t } = useTranslation();
  const { user } = useCurrentAccount();
  const [agentsWanted, setAgentsWanted] = useState(false);
  const agents = useQuery({
    queryKey: conversationKeys.assignable(accountId, c.inbox_id),
    queryFn: () => fetchAssignableAgents(accountId, c.inbox_id),
    enabled: agentsWanted,
  });
  const teams = useTeams(accountId).data ?? [];
  const name = c.meta.sender?.name || t('conversations.unknownContact');
  const assignee = c.meta.assignee;
  // The tab's title names the open conversation: "#282 Maya Visitor · Conversations · Lumen Home".
  usePageTitle(`#${c.id} ${name}`);
  const assigneeName = assignee?.available_name ?? assignee?.name ?? t('conversations.assignee.none');
  const teamName = c.meta.team?.name ?? t('conversations.team.none');
  const priorityName = t(`conversations.priority.${c.priority ?? 'none'}`);
  return (
    // Positioned: the Macros menu hangs under the whole header, never over its chips.
    <header className="relative space-y-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      {/* Wraps rather than truncating: the actions move under the contact when the column is narrow. */}
      <div className="flex flex-wrap items-center gap-2 sm:gap-x-3">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label={t('conversations.mobile.back')}
            title={t('conversations.mobile.back')}
            className="-ms-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon name="arrowLeft" className="size-5 rtl:rotate-180" />
          </button>
        ) : null}
        <Avatar name={name} src={c.meta.sender?.thumbnail} />
        <div className="min-w-[10rem] flex-1">
          <h2 dir="auto" className="text-sm font-semibold break-words text-slate-900 dark:text-white">
            {name}
          </h2>
          <p className="flex min-w-0 flex-wrap items-center gap-x-1 text-xs text-slate-500 dark:text-slate-400">
            <Icon name="inbox" className="size-3 shrink-0" />
            <span className="min-w-0 break-words">{inboxName}</span>
            <span aria-hidden="true">·</span>
            <span className="shrink-0">{t('conversations.number', { id: c.id })}</span>
            {c.muted ? (
              <span className="ms-1 rounded bg-slate-100 px-1 dark:bg-slate-800">{t('conversations.muted')}</span>
            ) : null}
          </p>
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-1">
          <ViewersNotice accountId={accountId} conversationId={c.id} selfId={user.id} />
          <StatusControl conversation={c} actions={actions} onResolvedNext={onResolvedNext} />
          <MacrosMenu accountId={accountId} conversationIds={[c.id]} anchorToContainer />
          <MoreMenu conversation={c} actions={actions} onLeave={onMarkedUnread} />
          {copilot ? (
            <button
              type="button"
              id="copilot-toggle"
              onClick={copilot.toggle}
              aria-pressed={copilot.open}
              aria-label={t('conversations.copilot')}
              title={t('conversations.copilot')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 aria-pressed:bg-woot-50 aria-pressed:text-woot-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-woot-900/50 dark:aria-pressed:text-woot-200"
            >
              <Icon name="sparkles" className="size-4" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={onTogglePanel}
            aria-pressed={showPanel}
            aria-label={t('conversations.togglePanel')}
            title={t('conversations.togglePanel')}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon name="contacts" className="size-4" />
          </button>
        </div>
      </div>
      {c.status === 'snoozed' ? (
        <SnoozeNotice conversation={c} onUnsnooze={() => void actions.setStatus('open')} />
      ) : null}
      {c.merged_into_id ? (
        <Suspense fallback={null}>
          <ConversationTool tool="mergedNotice" accountId={accountId} conversation={c} />
        </Suspense>
      ) : null}
      <div
        className="flex flex-wrap items-center gap-2"
        onFocus={() => setAgentsWanted(true)}
        onMouseEnter={() => setAgentsWanted(true)}
      >
        <MenuPopover
          label={t('conversations.assignee.label')}
          value={assigneeName}
          triggerClassName={chip}
          trigger={
            <>
              {assignee ? (
                <Avatar
                  name={assignee.name}
                  src={assignee.thumbnail}
                  size="sm"
                  className="!size-4 !text-[8px]"
                  decorativeInitials
                />
              ) : (
                <Icon name="user" className="size-3.5" />
              )}
              <span className="truncate">{assigneeName}</span>
            </>
          }
        >
          {(close) => (
            <>
              <MenuItem
                checked={!assignee}
                onClick={() => {
                  close();
                  void actions.assignAgent(null);
                }}
              >
                {t('conversations.none')}
              </MenuItem>
              {agents.isPending ? (
                <p className="px-2 py-1 text-xs text-slate-400">{t('conversations.loading')}</p>
              ) : null}
              {(agents.data ?? []).map((a) => (
                <MenuItem
                  key={a.id}
                  checked={assignee?.id === a.id}
                  onClick={() => {
                    close();
                    void actions.assignAgent({
                      id: a.id,
                      name: a.name,
                      available_name: a.available_name,
                      email: a.email,
                      avatar_url: a.thumbnail,
                      thumbnail: a.thumbnail,
                      type: 'user',
                    });
                  }}
                >
                  {a.available_name || a.name}
                </MenuItem>
              ))}
            </>
          )}
        </MenuPopover>
        <MenuPopover
          label={t('conversations.team.label')}
          value={teamName}
          triggerClassName={chip}
          trigger={
            <>
              <Icon name="team" className="size-3.5" />
              <span className="truncate">{teamName}</span>
            </>
          }
        >
          {(close) => (
            <>
              <MenuItem
                checked={!c.meta.team}
                onClick={() => {
                  close();
                  void actions.assignTeam(null);
                }}
              >
                {t('conversations.none')}
              </MenuItem>
              {teams.map((x) => (
                <MenuItem
                  key={x.id}
                  checked={c.meta.team?.id === x.id}
                  onClick={() => {
                    close();
                    void actions.assignTeam({ id: x.id, name: x.name });
                  }}
                >
                  {x.name}
                </MenuItem>
              ))}
            </>
          )}
        </MenuPopover>
        <MenuPopover
          label={t('conversations.priority.label')}
          value={priorityName}
          triggerClassName={chip}
          trigger={
            <>
              <Icon name="alert" className="size-3.5" />
              {priorityName}
            </>
          }
        >
          {(close) => (
            <>
              <MenuItem
                checked={c.priority === null}
                onClick={() => {
                  close();
                  void actions.setPriority(null);
                }}
              >
                {t('conversations.priority.none')}
              </MenuItem>
              {[...PRIORITIES].reverse().map((p) => (
                <MenuItem
                  key={p}
                  checked={c.priority === p}
                  onClick={() => {
                    close();
                    void actions.setPriority(p);
                  }}
                >
                  {t(`conversations.priority.${p}`)}
                </MenuItem>
              ))}
            </>
          )}
        </MenuPopover>
        <ConversationSlaControl conversation={c} chipClassName={chip} />
      </div>
    </header>
  );
};
