import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { withLaterCatalogue } from '../../../lib/i18n.ts';

// Loads on the first click, with the later catalogue part its words are in: the pages showing the button do not
// wait for the compose form.
const NewConversationDialog = lazy(() =>
  withLaterCatalogue(import('./NewConversationDialog.tsx')).then((m) => ({ default: m.NewConversationDialog })),
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
          {t('conversations.startNew')}
        </button>
      ) : (
        <Button variant="secondary" icon={<Icon name="pencil" className="size-4" />} onClick={() => setOpen(true)}>
          {t('conversations.startNew')}
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
