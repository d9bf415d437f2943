import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useGlobalConfig } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * agent_bots_csml_new / agent_bots_csml_edit: CSML bots are written in a CSML editor that this
 * installation does not host. Without CSML_EDITOR_HOST the page says so plainly; with it, it links there.
 */
export const CsmlBotPage = () => {
  const { t } = useTranslation();
  const { csmlEditorHost } = useGlobalConfig();
  const { botId } = useParams();
  return (
    <>
      <PageHeader title={t(botId ? 'routes.agent_bots_csml_edit' : 'routes.agent_bots_csml_new')} />
      <div className="p-6">
        {csmlEditorHost ? (
          <EmptyState
            icon="bot"
            title={t('agentBotsPage.csml.hostTitle')}
            body={t('agentBotsPage.csml.hostBody')}
            action={
              <a
                href={csmlEditorHost}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-blue-600 hover:underline dark:text-blue-400"
              >
                {t('agentBotsPage.csml.openEditor')}
              </a>
            }
          />
        ) : (
          <EmptyState
            icon="bot"
            title={t('agentBotsPage.csml.notConfiguredTitle')}
            body={t('agentBotsPage.csml.notConfiguredBody')}
          />
        )}
      </div>
    </>
  );
};
