import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TypeToConfirmDialog } from '../../components/TypeToConfirmDialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { NewConversationButton } from '../conversations/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContactArchivesSection } from './ContactArchivesSection.tsx';
import { ContactAttributesSection } from './ContactAttributesSection.tsx';
import { ContactConversationsSection } from './ContactConversationsSection.tsx';
import { ContactDetailsForm } from './ContactDetailsForm.tsx';
import { ContactLabelsSection } from './ContactLabelsSection.tsx';
import { ContactNotesSection } from './ContactNotesSection.tsx';
import { MergeContactDialog } from './MergeContactDialog.tsx';
import { registerContactRealtime } from './contactRealtime.ts';
import { useContact, useContactMutations } from './useContacts.ts';
import { ArrangeSectionsButton, useSidebarOrder } from '../profile/index.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section
    aria-label={title}
    className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
  >
    <h2 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
    {children}
  </section>
);

/** The side column's sections in their default order; ui_settings.contact_sidebar_items_order may reorder them. */
const SIDE_SECTIONS = ['contact_labels', 'contact_attributes', 'contact_notes'] as const;

/** contact_profile_dashboard: edit, attributes, labels, notes, conversations; merge and delete. */
export const ContactProfilePage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account, user } = useCurrentAccount();
  const { order, setOrder } = useSidebarOrder('contact_sidebar_items_order', SIDE_SECTIONS, user.ui_settings);
  const titles = {
    contact_labels: t('contactsPage.profile.labels'),
    contact_attributes: t('contactsPage.profile.attributes'),
    contact_notes: t('contactsPage.profile.notes'),
  };
  const id = Number(useParams().contactId);
  /** "View contact" in a conversation's panel sends focus here, to the page's heading. */
  const focusHeading = (useLocation().state as { focusHeading?: boolean } | null)?.focusHeading === true;
  const contact = useContact(account.id, id);
  const { remove, erase } = useContactMutations(account.id);
  const [dialog, setDialog] = useState<'merge' | 'delete' | 'erase' | null>(null);
  useEffect(() => registerContactRealtime(), []);

  if (contact.isPending)
    return (
      <div className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" label={t('common.loading')} />
      </div>
    );
  if (contact.isError)
    return (
      <>
        <PageHeader title={t('routes.contact_profile_dashboard')} />
        <LoadErrorScreen message={apiErrorMessage(contact.error, t)} onRetry={() => void contact.refetch()} />
      </>
    );
  const c = contact.data;
  const name = c.name || c.email || c.phone_number || `#${c.id}`;
  return (
    <>
      <PageHeader
        focusHeading={focusHeading}
        title={name}
        description={c.email ?? c.phone_number ?? undefined}
        actions={
          <>
            <Link
              to={`/accounts/${account.id}/contacts`}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Icon name="arrowLeft" className="size-4 rtl:rotate-180" />
              {t('contactsPage.profile.back')}
            </Link>
            <NewConversationButton contact={{ id: c.id, name }} />
            <Button variant="secondary" onClick={() => setDialog('merge')}>
              {t('contactsPage.merge.open')}
            </Button>
            {account.role === 'administrator' ? (
              <Button variant="secondary" onClick={() => setDialog('erase')}>
                {t('contactsPage.profile.erase')}
              </Button>
            ) : null}
            <Button variant="danger" onClick={() => setDialog('delete')}>
              {t('contactsPage.profile.delete')}
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 p-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Section title={t('contactsPage.profile.details')}>
            <ContactDetailsForm accountId={account.id} contact={c} />
          </Section>
          <Section title={t('contactsPage.profile.conversations')}>
            <ContactConversationsSection accountId={account.id} contactId={c.id} />
          </Section>
          {account.role === 'administrator' ? (
            <Section title={t('contactsPage.archives.title')}>
              <ContactArchivesSection accountId={account.id} contactId={c.id} />
            </Section>
          ) : null}
        </div>
        <div className="space-y-6">
          {order.map((key) => (
            <Section key={key} title={titles[key]}>
              {key === 'contact_labels' ? (
                <ContactLabelsSection accountId={account.id} contact={c} />
              ) : key === 'contact_attributes' ? (
                <ContactAttributesSection accountId={account.id} contact={c} />
              ) : (
                <ContactNotesSection accountId={account.id} contactId={c.id} />
              )}
            </Section>
          ))}
          <div className="flex justify-end">
            <ArrangeSectionsButton order={order} labels={titles} defaults={SIDE_SECTIONS} onChange={setOrder} />
          </div>
        </div>
      </div>
      {dialog === 'merge' ? (
        <MergeContactDialog accountId={account.id} contact={c} onClose={() => setDialog(null)} />
      ) : null}
      <TypeToConfirmDialog
        open={dialog === 'erase'}
        title={t('contactsPage.profile.eraseTitle', { name })}
        description={t('contactsPage.profile.eraseBody')}
        confirmValue={name}
        confirmLabel={t('contactsPage.profile.eraseConfirm')}
        isLoading={erase.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          erase.mutate(c.id, {
            onSuccess: () => {
              setDialog(null);
              toast.show(t('contactsPage.profile.erased'));
            },
            onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
          })
        }
      />
      <TypeToConfirmDialog
        open={dialog === 'delete'}
        title={t('contactsPage.profile.deleteTitle', { name })}
        description={t('contactsPage.profile.deleteBody')}
        confirmValue={name}
        confirmLabel={t('contactsPage.profile.deleteConfirm')}
        isLoading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(c.id, {
            onSuccess: () => {
              toast.show(t('contactsPage.profile.deleted', { name }));
              void navigate(`/accounts/${account.id}/contacts`);
            },
            onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
          })
        }
      />
    </>
  );
};
