import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';

// Loads on the first click: the pages showing the button do not wait for the compose form.
const NewConversationDialog = lazy(() =>
  import('./NewConversationDialog.tsx').then((m) => ({ default: m.NewConversationDialog })),
);

/** "New conversation" for a contact: a page-header button, or a compact link in the contact panel. */
export const NewConversationButton = ({
  contact,
  compact = false,
}: {
  contact: { id: number; name: string };
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-6 items-center gap-1 text-xs text-woot-600 hover:underline dark:text-woot-400"
        >
          <Icon name="pencil" className="size-3.5" />
          {t('newConversation.open')}
        </button>
      ) : (
        <Button variant="secondary" icon={<Icon name="pencil" className="size-4" />} onClick={() => setOpen(true)}>
          {t('newConversation.open')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <NewConversationDialog contact={contact} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
