import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { ContactFormFields } from './ContactFormFields.tsx';
import { DuplicateContactNotice } from './DuplicateContactNotice.tsx';
import { toContactInput, valuesOfContact } from './contactForm.ts';
import { useContactFormErrors } from './useContactFormErrors.ts';
import { useContactMutations } from './useContacts.ts';

/** The profile's edit form: avatar upload/delete and every standard field. */
export const ContactDetailsForm = ({ accountId, contact }: { accountId: number; contact: TContact }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { update, removeAvatar } = useContactMutations(accountId);
  const [values, setValues] = useState(() => valuesOfContact(contact));
  const form = useContactFormErrors();
  // Another tab (or a realtime update) changed the contact: show the new values.
  const [bound, setBound] = useState(contact);
  if (bound !== contact) {
    setBound(contact);
    setValues(valuesOfContact(contact));
  }
  const avatarError = update.error && !update.variables?.input.name ? update.error : removeAvatar.error;
  return (
    <div className="space-y-5">
      <AvatarUpload
        label={t('contactsPage.profile.avatarUpload')}
        deleteLabel={t('contactsPage.profile.avatarDelete')}
        username={contact.name || contact.email || '?'}
        src={contact.thumbnail || null}
        allowDelete
        isBusy={removeAvatar.isPending || (update.isPending && Boolean(update.variables?.avatar))}
        onSelect={({ file }) => {
          if (file.size > LIMITS.avatarMaxBytes) {
            toast.show(t('contactsPage.profile.avatarTooLarge'), 'error');
            return;
          }
          update.mutate(
            { id: contact.id, input: {}, avatar: file },
            { onSuccess: () => toast.show(t('contactsPage.profile.avatarSaved')) },
          );
        }}
        onDelete={() =>
          removeAvatar.mutate(contact.id, { onSuccess: () => toast.show(t('contactsPage.profile.avatarDeleted')) })
        }
      />
      {avatarError ? <Alert>{apiErrorMessage(avatarError, t)}</Alert> : null}
      <form
        noValidate
        aria-label={t('contactsPage.profile.editForm')}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.check(values)) return;
          update.mutate(
            { id: contact.id, input: toContactInput(values) },
            {
              onSuccess: () => toast.show(t('contactsPage.profile.saved')),
              onError: (err) => form.fromServer(err),
            },
          );
        }}
      >
        {form.general ? <Alert>{form.general}</Alert> : null}
        {form.duplicate ? <DuplicateContactNotice accountId={accountId} contact={form.duplicate} /> : null}
        <ContactFormFields values={values} errors={form.errors} onChange={setValues} />
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending && !update.variables?.avatar}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </div>
  );
};
