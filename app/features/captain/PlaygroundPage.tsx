import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TPlaygroundResult } from '../../../common/contracts/captainAssistants.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { AssistantNav, CaptainNav } from './CaptainNav.tsx';
import { useAssistants, usePlayground } from './captainAssistantsApi.ts';

type TTurn = { role: 'user'; content: string } | ({ role: 'assistant' } & TPlaygroundResult);

/** What the assistant did besides answering: its action, the tools it called and what it cited. */
const TurnDetails = ({ turn }: { turn: TPlaygroundResult }) => {
  const { t } = useTranslation();
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-600 dark:text-slate-300">
      <p>
        <span className="rounded bg-slate-200 px-1.5 py-0.5 font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
          {t(`captainAssistants.playground.actions.${turn.action}`)}
        </span>
        {turn.tools.length ? (
          <span className="ms-2">{t('captainAssistants.playground.tools', { tools: turn.tools.join(', ') })}</span>
        ) : null}
      </p>
      {turn.citations.length ? (
        <p>
          {t('captainAssistants.playground.sources')}{' '}
          {turn.citations.map((c, i) => (
            <span key={`${c.kind}:${c.id}`}>
              {i ? ' · ' : ''}
              {c.url ? (
                <a href={c.url} target="_blank" rel="noreferrer" className="underline">
                  {c.title}
                </a>
              ) : (
                <bdi>{c.title}</bdi>
              )}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
};

/** captain_playground: chat with an assistant before connecting it (nothing in any conversation changes). */
export const PlaygroundPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const assistantId = Number(useParams().assistantId);
  const assistant = useAssistants(account.id).data?.payload.find((a) => a.id === assistantId);
  const ask = usePlayground(account.id, assistantId);
  const [turns, setTurns] = useState<TTurn[]>([]);
  const [draft, setDraft] = useState('');
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const content = draft.trim();
    if (!content) return;
    const history = turns.map((x) => ({ role: x.role, content: x.content }));
    setTurns((list) => [...list, { role: 'user', content }]);
    setDraft('');
    ask.mutate(
      { message_content: content, message_history: history },
      { onSuccess: (r) => setTurns((list) => [...list, { role: 'assistant', ...r }]) },
    );
  };
  return (
    <>
      <PageHeader
        title={t('captainAssistants.playground.title')}
        description={t('captainAssistants.playground.body')}
      />
      <div className="space-y-4 p-6">
        <CaptainNav />
        {assistant ? <AssistantNav assistantId={assistantId} name={assistant.name} /> : null}
        <section
          aria-label={t('captainAssistants.playground.history')}
          aria-live="polite"
          className="max-w-3xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          {turns.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('captainAssistants.playground.empty')}</p>
          ) : null}
          {turns.map((turn, i) => (
            <div
              key={i}
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
                turn.role === 'user'
                  ? 'ms-auto bg-woot-700 text-white'
                  : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
              }`}
            >
              <p className="sr-only">
                {turn.role === 'user' ? t('captainAssistants.playground.you') : (assistant?.name ?? '')}
              </p>
              <p className="whitespace-pre-wrap" dir="auto">
                {turn.content || t('captainAssistants.playground.noReply')}
              </p>
              {turn.role === 'assistant' ? <TurnDetails turn={turn} /> : null}
            </div>
          ))}
          {ask.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('captainAssistants.playground.thinking')}</p>
          ) : null}
          {ask.isError ? <Alert>{apiErrorMessage(ask.error, t)}</Alert> : null}
        </section>
        <form onSubmit={send} className="flex max-w-3xl items-end gap-2">
          <TextAreaField
            className="flex-1"
            label={t('captainAssistants.playground.message')}
            rows={2}
            value={draft}
            dir="auto"
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" isLoading={ask.isPending} disabled={!draft.trim()}>
            {t('captainAssistants.playground.send')}
          </Button>
          <Button variant="secondary" onClick={() => setTurns([])} disabled={!turns.length}>
            {t('captainAssistants.playground.reset')}
          </Button>
        </form>
      </div>
    </>
  );
};
