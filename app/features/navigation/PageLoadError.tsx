import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';

/**
 * A page whose chunk failed to load (offline, or a deploy replaced the chunk files) or failed to render:
 * the shell stays, and "Try again" reloads the app, which fetches the current chunks.
 */
export const PageLoadError = () => {
  const { t } = useTranslation();
  return <LoadErrorScreen message={t('errors.generic')} onRetry={() => window.location.reload()} />;
};
