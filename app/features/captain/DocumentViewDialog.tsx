import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useDocument } from './knowledgeQueries.ts';

/** The document's extracted text, as Captain reads it. */
export const DocumentViewDialog = ({
  accountId,
  id,
  name,
  onClose,
}: {
  accountId: number;
  id: number;
  name: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const doc = useDocument(accountId, id);
  return (
    <Dialog open size="lg" onClose={onClose} title={name} description={t('captainKnowledge.view.description')}>
      <ListStates query={doc} isEmpty={!doc.data?.content} empty={<p>{t('captainKnowledge.view.empty')}</p>}>
        <pre
          dir="auto"
          tabIndex={0}
          aria-label={t('captainKnowledge.view.content')}
          className="max-h-[60vh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {doc.data?.content}
        </pre>
      </ListStates>
    </Dialog>
  );
};
