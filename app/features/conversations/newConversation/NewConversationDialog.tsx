import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isTemplateComplete, type TMessageTemplate } from '../../../../common/whatsappTemplates.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { conversationKeys } from '../conversationQueries.ts';
import { useInboxes } from '../../inboxes/index.ts';
import { pathTo } from '../../navigation/index.ts';
import {
  composeTargets,
  emailConversationForm,
  emailErrors,
  emptyEmailDraft,
  whatsappConversationBody,
} from './composeForm.ts';
import { EmailFields } from './EmailFields.tsx';
import { createConversation, fetchContactableInboxes, newConversationKeys } from './newConversationApi.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import { TemplatesEmpty } from './TemplatesEmpty.tsx';

/**
 * Start a conversation with a contact: an email (subject, cc, bcc, message, attachments) or a Twilio
 * WhatsApp template. A 422 shows the server's message and keeps everything typed; success opens it.
 */
export const NewConversationDialog = ({
  contact,
  open,
  onClose,
}: {
  contact: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { account, user } = useCurrentAccount();
  const inboxes = useInboxes(account.id);
  const contactable = useQuery({
    queryKey: newConversationKeys.contactableInboxes(account.id, contact.id),
    queryFn: () => fetchContactableInboxes(account.id, contact.id),
    enabled: open,
  });
  const targets = composeTargets(contactable.data ?? [], inboxes.data ?? []);
  const [inboxId, setInboxId] = useState('');
  const [draft, setDraft] = useState(emptyEmailDraft);
  const [template, setTemplate] = useState<TMessageTemplate | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const target = targets.find((x) => String(x.inboxId) === inboxId) ?? null;
  const errors = target?.kind === 'email' ? emailErrors(draft) : {};
  const ids = { contactId: contact.id, assigneeId: user.id };
  const create = useMutation({
    mutationFn: () => {
      if (!target) throw new Error('no inbox');
      return createConversation(
        account.id,
        target.kind === 'email'
          ? emailConversationForm(target, ids, draft)
          : whatsappConversationBody(target, ids, template as TMessageTemplate, values),
      );
    },
    onSuccess: (conversation) => {
      void qc.invalidateQueries({ queryKey: conversationKeys.contactConversations(account.id, contact.id) });
      toast.show(t('newConversation.sent'));
      close();
      void navigate(pathTo(account.id, 'inbox_conversation', { conversation_id: conversation.id }));
    },
  });
  const close = () => {
    setInboxId('');
    setDraft(emptyEmailDraft());
    setTemplate(null);
    setValues({});
    setSubmitted(false);
    create.reset();
    onClose();
  };
  const canSend =
    target?.kind === 'email'
      ? true
      : Boolean(target && template && (!submitted || isTemplateComplete(template, values)));
  const submit = () => {
    setSubmitted(true);
    if (!target || create.isPending) return;
    if (target.kind === 'email' && Object.keys(errors).length) return;
    if (target.kind === 'whatsapp' && (!template || !isTemplateComplete(template, values))) return;
    create.mutate();
  };
  const loading = contactable.isPending || inboxes.isPending;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('newConversation.title')}
      description={t('newConversation.description', { name: contact.name })}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="new-conversation-form" disabled={!canSend} isLoading={create.isPending}>
            {t('newConversation.send')}
          </Button>
        </>
      }
    >
      <form
        id="new-conversation-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {create.isError ? <Alert>{apiErrorMessage(create.error, t)}</Alert> : null}
        {contactable.isError ? <Alert>{apiErrorMessage(contactable.error, t)}</Alert> : null}
        {loading && !contactable.isError ? (
          <div className="flex justify-center py-6 text-slate-400">
            <Spinner label={t('newConversation.loading')} />
          </div>
        ) : targets.length === 0 && !contactable.isError ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('newConversation.noInboxes')}</p>
        ) : (
          <SelectField
            label={t('newConversation.inbox')}
            value={inboxId}
            error={submitted && !target ? t('newConversation.errors.required') : undefined}
            onChange={(e) => {
              setInboxId(e.target.value);
              setTemplate(null);
              setValues({});
              setSubmitted(false);
              create.reset();
            }}
            options={[
              { value: '', label: t('newConversation.chooseInbox') },
              ...targets.map((x) => ({
                value: String(x.inboxId),
                label: `${x.name} (${t(x.kind === 'email' ? 'newConversation.kind.email' : 'newConversation.kind.whatsapp')})`,
              })),
            ]}
          />
        )}
        {target?.kind === 'email' ? (
          <EmailFields draft={draft} errors={submitted ? errors : {}} onChange={setDraft} />
        ) : null}
        {target?.kind === 'whatsapp' && target.templates.length > 0 ? (
          <TemplatePicker
            templates={target.templates}
            selected={template}
            values={values}
            showErrors={submitted}
            onSelect={(x) => {
              setTemplate(x);
              setValues({});
              setSubmitted(false);
            }}
            onValues={setValues}
          />
        ) : null}
        {target?.kind === 'whatsapp' && target.templates.length === 0 ? (
          <TemplatesEmpty accountId={account.id} inboxId={target.inboxId} canSync={account.role === 'administrator'} />
        ) : null}
      </form>
    </Dialog>
  );
};
