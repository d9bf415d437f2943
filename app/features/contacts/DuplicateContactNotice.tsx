import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { Alert } from '../../components/Alert.tsx';

/** DUPLICATE_CONTACT: says which contact already holds the value and links to it. */
export const DuplicateContactNotice = ({
  accountId,
  contact,
  onNavigate,
}: {
  accountId: number;
  contact: TContact;
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      {t('contactsPage.duplicate.body')}{' '}
      <Link
        to={`/accounts/${accountId}/contacts/${contact.id}`}
        onClick={onNavigate}
        className="font-semibold underline"
      >
        {t('contactsPage.duplicate.link', {
          name: contact.name || contact.email || contact.phone_number || contact.id,
        })}
      </Link>
    </Alert>
  );
};
