import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { ContactFormFields } from './ContactFormFields.tsx';
import { DuplicateContactNotice } from './DuplicateContactNotice.tsx';
import { emptyContactValues, toContactInput } from './contactForm.ts';
import { useContactFormErrors } from './useContactFormErrors.ts';
import { useContactMutations } from './useContacts.ts';

/** New contact: the essentials, checked by the shared contract; opens the profile when saved. */
export const CreateContactDialog = ({
  accountId,
  open,
  onClose,
}: {
  accountId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { create } = useContactMutations(accountId);
  const [values, setValues] = useState(emptyContactValues);
  const form = useContactFormErrors();
  const close = () => {
    setValues(emptyContactValues());
    form.reset();
    create.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('contactsPage.create.title')}
      description={t('contactsPage.create.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-contact-form" isLoading={create.isPending}>
            {t('contactsPage.create.submit')}
          </Button>
        </>
      }
    >
      <form
        id="create-contact-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.check(values)) return;
          create.mutate(toContactInput(values), {
            onSuccess: (contact) => {
              toast.show(t('contactsPage.create.saved'));
              close();
              void navigate(`/accounts/${accountId}/contacts/${contact.id}`);
            },
            onError: (err) => form.fromServer(err),
          });
        }}
      >
        {form.general ? <Alert>{form.general}</Alert> : null}
        {form.duplicate ? (
          <DuplicateContactNotice accountId={accountId} contact={form.duplicate} onNavigate={close} />
        ) : null}
        <ContactFormFields values={values} errors={form.errors} onChange={setValues} full={false} />
      </form>
    </Dialog>
  );
};
