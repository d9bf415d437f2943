import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { CONTACT_PERMISSIONS, hasAnyPermission } from '../../../common/permissions.ts';
import { permissionsOfAccount, useCurrentAccount } from '../accounts/index.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { useLabels } from '../labels/index.ts';
import { NewConversationButton } from './newConversation/NewConversationButton.tsx';
import { pathTo } from '../navigation/index.ts';
import { ArrangeSectionsButton, useSidebarOrder } from '../profile/index.ts';
import { conversationKeys } from './conversationQueries.ts';
import { fetchContactConversations, fetchParticipants, updateParticipants } from './conversationsApi.ts';
import { pictureOf, type TConversation } from './conversationTypes.ts';
import { AttributeList } from './AttributeList.tsx';
import { MenuPopover } from './MenuPopover.tsx';
import { SharedFiles } from './SharedFiles.tsx';
import type { useConversationActions } from './useConversationActions.ts';
import { ConversationTool } from './merge/lazyTools.ts';
import { loadIntegrationSections, useHookStatus } from '../integrations/index.ts';

// The Linear and Shopify sections (one chunk, with their words): fetched only when the account has one connected.
const IntegrationSections = lazy(() => loadIntegrationSections().then((m) => ({ default: m.IntegrationSections })));

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-100 px-4 py-3 dark:border-slate-800">
      <div className="mb-2 flex items-center justify-between">
        <h3 id={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase rtl:tracking-normal">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
};

/** The panel's sections in their default order; ui_settings.conversation_sidebar_items_order may reorder them. */
const SECTIONS = [
  'contact_details',
  'contact_attributes',
  'conversation_labels',
  'shared_files',
  'previous_conversation',
  'conversation_participants',
] as const;
type TSection = (typeof SECTIONS)[number];

/** The side panel: contact details and attributes, the conversation's labels, previous conversations, participants. */
export const ContactPanel = ({
  accountId,
  conversation: c,
  actions,
  isDrawer = false,
}: {
  accountId: number;
  conversation: TConversation;
  actions: ReturnType<typeof useConversationActions>;
  /** Inside the narrow screens' drawer: fills it instead of the desktop column. */
  isDrawer?: boolean;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user, account } = useCurrentAccount();
  // A custom role without contact_manage has no contact pages: no link to one.
  const canOpenContact = hasAnyPermission(permissionsOfAccount(account), CONTACT_PERMISSIONS);
  const { order, setOrder } = useSidebarOrder('conversation_sidebar_items_order', SECTIONS, user.ui_settings);
  const qc = useQueryClient();
  const contact = c.meta.sender;
  const labels = useLabels(accountId).data ?? [];
  const previous = useQuery({
    queryKey: conversationKeys.contactConversations(accountId, contact?.id ?? 0),
    queryFn: () => fetchContactConversations(accountId, contact?.id ?? 0),
    enabled: Boolean(contact),
  });
  const participants = useQuery({
    queryKey: conversationKeys.participants(accountId, c.id),
    queryFn: () => fetchParticipants(accountId, c.id),
  });
  const agents = useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) }).data ?? [];
  const linear = useHookStatus(accountId, 'linear');
  const shopify = useHookStatus(accountId, 'shopify');
  const toggleParticipant = async (userId: number) => {
    const ids = (participants.data ?? []).map((p) => p.id);
    const next = ids.includes(userId) ? ids.filter((x) => x !== userId) : [...ids, userId];
    try {
      await updateParticipants(accountId, c.id, next);
      await qc.invalidateQueries({ queryKey: conversationKeys.participants(accountId, c.id) });
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };
  const toggleLabel = (title: string) =>
    void actions.setLabels(c.labels.includes(title) ? c.labels.filter((l) => l !== title) : [...c.labels, title]);
  const name = contact?.name || t('conversations.unknownContact');
  const others = (previous.data ?? []).filter((x) => x.id !== c.id);
  const details: ['email' | 'phone' | 'identifier' | 'company' | 'location', string | null | undefined][] = [
    ['email', contact?.email],
    ['phone', contact?.phone_number],
    ['identifier', contact?.identifier],
    ['company', contact?.additional_attributes?.company_name as string | undefined],
    [
      'location',
      [contact?.additional_attributes?.city, contact?.additional_attributes?.country].filter(Boolean).join(', ') ||
        undefined,
    ],
  ];
  const sections: Record<TSection, ReactNode> = {
    contact_details: (
      <Section title={t('conversations.panel.details')}>
        {/* A contact without details (an X or Messenger sender) gets the note outside the list: a <dl> holds
            only its term groups. */}
        {details.every(([, v]) => !v) ? (
          <p className="text-xs text-slate-400">{t('conversations.panel.noDetails')}</p>
        ) : (
          <dl className="space-y-1.5 text-sm">
            {details
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="flex gap-2">
                  <dt className="w-20 shrink-0 text-slate-500">{t(`conversations.panel.fields.${k}`)}</dt>
                  <dd dir="auto" className="min-w-0 truncate text-slate-800 dark:text-slate-200">
                    {v}
                  </dd>
                </div>
              ))}
          </dl>
        )}
      </Section>
    ),
    contact_attributes: (
      <Section title={t('conversations.panel.attributes')}>
        <AttributeList
          accountId={accountId}
          conversationAttributes={c.custom_attributes}
          contactAttributes={contact?.custom_attributes}
        />
      </Section>
    ),
    conversation_labels: (
      <Section
        title={t('conversations.panel.labels')}
        action={
          <MenuPopover label={t('conversations.panel.addLabel')} trigger={<Icon name="plus" className="size-4" />}>
            {() =>
              labels.map((l) => (
                <MenuItem key={l.id} multi checked={c.labels.includes(l.title)} onClick={() => toggleLabel(l.title)}>
                  {l.title}
                </MenuItem>
              ))
            }
          </MenuPopover>
        }
      >
        <ul className="flex flex-wrap gap-1" aria-label={t('conversations.panel.labels')}>
          {c.labels.map((l) => (
            <li
              key={l}
              className="inline-flex items-center gap-1 rounded border border-slate-200 px-1.5 py-0.5 text-xs dark:border-slate-700"
            >
              <span
                className="size-2 rounded-full"
                style={{ backgroundColor: labels.find((x) => x.title === l)?.color ?? '#94a3b8' }}
              />
              {l}
              <button
                type="button"
                aria-label={t('conversations.panel.removeLabel', { label: l })}
                onClick={() => toggleLabel(l)}
                className="text-slate-400 hover:text-red-600"
              >
                <Icon name="close" className="size-3" />
              </button>
            </li>
          ))}
          {c.labels.length === 0 ? (
            <li className="text-xs text-slate-400">{t('conversations.panel.noLabels')}</li>
          ) : null}
        </ul>
      </Section>
    ),
    shared_files: (
      <Section title={t('conversations.gallery.sharedFiles')}>
        <SharedFiles accountId={accountId} conversationId={c.id} />
      </Section>
    ),
    previous_conversation: (
      <Section title={t('conversations.panel.previous')}>
        <Suspense fallback={null}>
          <ConversationTool tool="previous" accountId={accountId} conversations={others} />
        </Suspense>
      </Section>
    ),
    conversation_participants: (
      <Section
        title={t('conversations.panel.participants')}
        action={
          <MenuPopover
            label={t('conversations.panel.editParticipants')}
            trigger={<Icon name="plus" className="size-4" />}
          >
            {() =>
              agents.map((a) => (
                <MenuItem
                  key={a.id}
                  multi
                  checked={(participants.data ?? []).some((p) => p.id === a.id)}
                  onClick={() => void toggleParticipant(a.id)}
                >
                  {a.available_name || a.name}
                </MenuItem>
              ))
            }
          </MenuPopover>
        }
      >
        <ul className="flex flex-wrap gap-1.5">
          {(participants.data ?? []).map((p) => (
            <li key={p.id} title={p.name}>
              <Avatar name={p.name} src={pictureOf(p)} size="sm" />
            </li>
          ))}
          {(participants.data ?? []).length === 0 ? (
            <li className="text-xs text-slate-400">{t('conversations.panel.noParticipants')}</li>
          ) : null}
        </ul>
      </Section>
    ),
  };
  const titles: Record<TSection, string> = {
    contact_details: t('conversations.panel.details'),
    contact_attributes: t('conversations.panel.attributes'),
    conversation_labels: t('conversations.panel.labels'),
    shared_files: t('conversations.gallery.sharedFiles'),
    previous_conversation: t('conversations.panel.previous'),
    conversation_participants: t('conversations.panel.participants'),
  };
  return (
    <aside
      aria-label={t('conversations.panel.label')}
      className={`${isDrawer ? 'min-h-0 flex-1' : 'hidden w-72 shrink-0 border-s lg:block'} overflow-y-auto border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900`}
    >
      <div className="flex flex-col items-center gap-2 px-4 py-5 text-center">
        <Avatar name={name} src={contact?.thumbnail} size="lg" />
        <p dir="auto" className="text-sm font-semibold text-slate-900 dark:text-white">
          {name}
        </p>
        {contact && canOpenContact ? (
          <Link
            to={pathTo(accountId, 'contact_profile_dashboard', { contactId: contact.id })}
            state={{ focusHeading: true }}
            className="inline-flex min-h-6 items-center text-xs text-woot-600 hover:underline dark:text-woot-400"
          >
            {t('conversations.panel.viewContact')}
          </Link>
        ) : null}
        {contact ? <NewConversationButton compact contact={{ id: contact.id, name }} /> : null}
      </div>
      {order.map((key) => (
        <Fragment key={key}>{sections[key]}</Fragment>
      ))}
      {linear.connected || shopify.connected ? (
        <Suspense fallback={null}>
          <IntegrationSections
            accountId={accountId}
            conversationId={c.id}
            contactName={name}
            contact={contact}
            linear={linear}
            shopify={shopify}
          />
        </Suspense>
      ) : null}
      <div className="flex justify-center px-4 py-3">
        <ArrangeSectionsButton order={order} labels={titles} defaults={SECTIONS} onChange={setOrder} />
      </div>
    </aside>
  );
};
