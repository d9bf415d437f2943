import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { nextActiveOption } from '../../components/listbox.ts';
import { Modal } from '../../components/Modal.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { permissionsOfAccount, useAccountFeatures, useCurrentAccount } from '../accounts/index.ts';
import { BuiltRoutesContext } from '../navigation/index.ts';
import { conversationKeys, fetchConversation, snoozeUntil, useConversationActions } from '../conversations/index.ts';
import { useLabels } from '../labels/index.ts';
import { useExecuteMacro, useMacros } from '../macros/index.ts';
import {
  buildCommands,
  filterCommands,
  type TPaletteAction,
  type TPaletteConversation,
  type TPaletteGroup,
  type TPaletteText,
} from './paletteCommands.ts';

const GROUPS: readonly TPaletteGroup[] = ['conversation', 'macros', 'pages'];

/** The display id of the conversation on screen (its route's :conversation_id or :conversationId), or null. */
const useOpenConversationId = (): number | null => {
  const matches = useMatches();
  const params = matches[matches.length - 1]?.params ?? {};
  const raw = params['conversation_id'] ?? params['conversationId'];
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The command palette (Mod+K): a search box over a list of commands — pages to go to and, on an open
 * conversation, its actions and the user's macros. Arrows move, Enter runs, Escape closes (focus returns).
 */
export const CommandPalette = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { account, user } = useCurrentAccount();
  const conversationId = useOpenConversationId();
  const detail = useQuery({
    queryKey: conversationKeys.detail(account.id, conversationId ?? 0),
    queryFn: () => fetchConversation(account.id, conversationId ?? 0),
    enabled: conversationId !== null,
  });
  const macros = useMacros(account.id);
  const features = useAccountFeatures();
  const labels = useLabels(account.id);
  const execute = useExecuteMacro(account.id);
  const actions = useConversationActions(conversationId ?? 0);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const titleId = useId();
  const listId = useId();

  const conversation: TPaletteConversation | null = detail.data
    ? {
        id: detail.data.id,
        status: detail.data.status,
        priority: detail.data.priority ?? null,
        labels: detail.data.labels,
        assigneeId: detail.data.meta.assignee?.id ?? null,
      }
    : null;
  const built = useContext(BuiltRoutesContext);
  const commands = buildCommands({
    accountId: account.id,
    userId: user.id,
    permissions: permissionsOfAccount(account),
    conversation,
    macros: macros.data ?? [],
    labels: (labels.data ?? []).map((l) => l.title),
    // The module builds its keys (routes.<name>, commandPalette.*): i18next's typed keys cannot follow.
    text: t as unknown as TPaletteText,
    built,
    captain: features.captain_integration !== false,
  });
  const shown = filterCommands(commands, query);
  const active = highlight < shown.length ? highlight : shown.length > 0 ? 0 : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  const run = (action: TPaletteAction) => {
    onClose();
    const id = conversationId ?? 0;
    switch (action.kind) {
      case 'navigate':
        void navigate(action.path);
        break;
      case 'status':
        void actions.setStatus(action.status);
        break;
      case 'snoozeTomorrow':
        void actions.setStatus('snoozed', snoozeUntil('tomorrow', new Date()));
        break;
      case 'assignMe':
        void actions.assignAgent({
          id: user.id,
          name: user.name,
          available_name: user.available_name,
          email: user.email,
          avatar_url: user.avatar_url,
          thumbnail: user.thumbnail,
          type: 'user',
        });
        break;
      case 'priority':
        void actions.setPriority(action.priority);
        break;
      case 'addLabel':
        void actions.setLabels([...(conversation?.labels ?? []), action.label]);
        break;
      case 'captain':
        // The open reply box shows Captain's dialog: the result is previewed there before it changes anything.
        if (
          window.dispatchEvent(
            new CustomEvent('helpdesk:captain', {
              cancelable: true,
              detail: { conversationId: id, action: action.action },
            }),
          )
        )
          toast.show(t('commandPalette.captainNoReplyBox'), 'error');
        break;
      case 'macro':
        // Reported like the macros menu: a toast, and the conversation's changes by realtime and a refetch.
        execute.mutateAsync({ id: action.macroId, conversationIds: [id] }).then(
          () => {
            toast.show(t('macroRun.ran', { name: action.name }), 'success');
            void queryClient.invalidateQueries({ queryKey: conversationKeys.all(account.id) });
          },
          (e: unknown) => toast.show(apiErrorMessage(e, t), 'error'),
        );
        break;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveOption(e.key, active, shown.length);
    if (next !== null) {
      e.preventDefault();
      setHighlight(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const command = shown[active];
      if (command) run(command.action);
    }
  };

  return (
    <Modal show onClose={onClose} labelledBy={titleId} size="max-w-xl" showCloseButton={false}>
      <div className="flex max-h-[70vh] flex-col">
        <h2 id={titleId} className="sr-only">
          {t('commandPalette.title')}
        </h2>
        <div className="border-b border-slate-200 p-3 dark:border-slate-700">
          <input
            type="text"
            dir="auto"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-label={t('commandPalette.search')}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={t('commandPalette.placeholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setHighlight(0);
            }}
            onKeyDown={onKeyDown}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-woot-500 focus:outline-none focus:ring-2 focus:ring-woot-500/40 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <div id={listId} role="listbox" aria-label={t('commandPalette.commands')} className="overflow-y-auto p-2">
          {GROUPS.map((group) => {
            const items = shown.filter((c) => c.group === group);
            if (items.length === 0) return null;
            const groupId = `${listId}-${group}`;
            return (
              <div key={group} role="group" aria-labelledby={groupId} className="mb-2">
                <div
                  id={groupId}
                  role="presentation"
                  className="px-2 py-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-300"
                >
                  {t(`commandPalette.groups.${group}`)}
                </div>
                {items.map((c) => {
                  // The groups keep the build's order, so the list's order is the filtered order.
                  const i = shown.indexOf(c);
                  const isActive = i === active;
                  return (
                    <div
                      key={c.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={isActive}
                      onMouseMove={() => setHighlight(i)}
                      onClick={() => run(c.action)}
                      className={`cursor-pointer rounded-md px-2 py-1.5 text-sm ${isActive ? 'bg-woot-50 text-woot-800 dark:bg-woot-900/60 dark:text-white' : 'text-slate-800 dark:text-slate-100'}`}
                    >
                      <bdi>{c.label}</bdi>
                    </div>
                  );
                })}
              </div>
            );
          })}
          {shown.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">{t('commandPalette.empty')}</p>
          ) : null}
        </div>
      </div>
    </Modal>
  );
};
