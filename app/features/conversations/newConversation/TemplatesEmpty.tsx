import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useSyncTemplates } from '../../inboxes/index.ts';

/** A WhatsApp inbox without usable templates; administrators can fetch them from the provider here. */
export const TemplatesEmpty = ({
  accountId,
  inboxId,
  canSync,
}: {
  accountId: number;
  inboxId: number;
  canSync: boolean;
}) => {
  const { t } = useTranslation();
  const sync = useSyncTemplates(accountId, inboxId);
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      <p>{t('newConversation.templates.none')}</p>
      {sync.isError ? <Alert>{apiErrorMessage(sync.error, t)}</Alert> : null}
      {canSync ? (
        <Button
          size="sm"
          variant="secondary"
          isLoading={sync.isPending}
          icon={<Icon name="refresh" className="size-4" />}
          onClick={() => sync.mutate()}
        >
          {t('newConversation.templates.sync')}
        </Button>
      ) : null}
    </div>
  );
};
