import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount, useGlobalConfig } from '../accounts/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { putMessage } from './cachePatch.ts';
import { setReplyTarget } from './composerStore.ts';
import { useAccountTranslationApp } from './accountTranslation.ts';
import { translateMessage } from './conversationsApi.ts';
import type { TMessage } from './conversationTypes.ts';
import { canReplyTo } from './replyTo.ts';
import { canTranslate, translationOf, translationTarget } from './translation.ts';
import { ConversationTool } from './merge/lazyTools.ts';

const ACTION =
  '-m-[3px] rounded p-[5px] opacity-0 group-hover:opacity-100 focus:opacity-100 hover:text-woot-600 disabled:cursor-wait dark:hover:text-woot-300';

/**
 * A bubble's Reply (channels that allow it), Translate (into the agent's UI language, only when the
 * server has a translation provider or the account its Google Translate app) and Split (merge/SplitButton.tsx, a lazy chunk) actions.
 */
export const MessageActions = ({ message: m }: { message: TMessage }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const { account } = useCurrentAccount();
  const inbox = useInboxes(account.id).data?.find((i) => i.id === m.inbox_id);
  const [busy, setBusy] = useState(false);
  const target = translationTarget(i18n.language);
  const replyable = canReplyTo(inbox, m);
  const { translationConfigured } = useGlobalConfig();
  const accountTranslation = useAccountTranslationApp(account.id, !translationConfigured);
  const translatable =
    (translationConfigured || accountTranslation) && canTranslate(m) && translationOf(m, target) === null;

  const translate = async () => {
    setBusy(true);
    try {
      const { content } = await translateMessage(account.id, m.conversation_id, m.id, target);
      const translations = { ...(m.content_attributes?.translations as Record<string, string> | undefined) };
      translations[target] = content;
      putMessage(qc, account.id, m.conversation_id, {
        ...m,
        content_attributes: { ...m.content_attributes, translations },
      });
    } catch (err) {
      const unavailable = isApiError(err) && err.code === 'provider_not_configured';
      toast.show(unavailable ? t('composer.translateUnavailable') : apiErrorMessage(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <span role="group" aria-label={t('composer.messageActions')} className="flex items-center gap-1">
      {replyable ? (
        <button
          type="button"
          className={ACTION}
          aria-label={t('composer.replyTo')}
          title={t('composer.replyTo')}
          onClick={() => setReplyTarget(m.conversation_id, m)}
        >
          <Icon name="reply" className="size-3.5 rtl:-scale-x-100" />
        </button>
      ) : null}
      {translatable ? (
        <button
          type="button"
          className={ACTION}
          aria-label={busy ? t('composer.translating') : t('composer.translate')}
          title={t('composer.translate')}
          disabled={busy}
          onClick={() => void translate()}
        >
          <Icon name="translate" className="size-3.5" />
        </button>
      ) : null}
      <Suspense fallback={null}>
        <ConversationTool tool="split" message={m} className={ACTION} />
      </Suspense>
    </span>
  );
};
