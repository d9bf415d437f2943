/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { inkOn, readableTextOn } from '../../common/colorContrast.ts';
import { request } from './api.ts';
import { onHostCommand, postToHost } from './bridge.ts';
import { Composer } from './Composer.tsx';
import { Header } from './Header.tsx';
import { Home } from './Home.tsx';
import { setLocale, t } from './i18n.ts';
import { MessageList } from './MessageList.tsx';
import { PreChatForm } from './PreChatForm.tsx';
import type { TContact } from './types.ts';
import { useCampaign } from './useCampaign.ts';
import { useChat } from './useChat.ts';

interface TAppProps {
  websiteToken: string;
  authToken: string;
  embedded: boolean;
  /** Asked for by the page (chatwootSettings.locale); otherwise the account's locale. */
  locale: string | null;
}

/** Commands of window.$chatwoot, relayed by the loader. */
const runHostCommand = async (event: string, cmd: Record<string, unknown>, setContact: (c: TContact) => void) => {
  if (event === 'set-user') {
    const contact = await request<TContact & { auth_token: string }>(
      'PATCH',
      'contact/set_user',
      {
        ...(cmd.user as Record<string, unknown>),
        identifier: cmd.identifier,
      },
      {},
      'contactWithToken',
    );
    setContact(contact);
    postToHost('auth-token', { authToken: contact.auth_token });
  } else if (event === 'set-custom-attributes') {
    setContact(
      await request<TContact>('PATCH', 'contact', { custom_attributes: cmd.customAttributes }, {}, 'contactWithToken'),
    );
  } else if (event === 'delete-custom-attribute') {
    await request(
      'POST',
      'contact/destroy_custom_attributes',
      { custom_attributes: [cmd.customAttribute] },
      {},
      'contact',
    );
  } else if (event === 'set-conversation-custom-attributes') {
    await request(
      'POST',
      'conversations/set_custom_attributes',
      { custom_attributes: cmd.customAttributes },
      {},
      'conversation',
    );
  } else if (event === 'set-label') {
    await request('POST', 'labels', { label: cmd.label }, {}, 'empty');
  } else if (event === 'remove-label') {
    await request('DELETE', `labels/${encodeURIComponent(String(cmd.label))}`, undefined, {}, 'empty');
  }
};

export const App = ({ websiteToken, authToken, embedded, locale: asked }: TAppProps) => {
  const [isOpen, setOpen] = useState(!embedded);
  const [locale, setLocaleState] = useState(asked);
  const [view, setView] = useState<'home' | 'chat'>('home');
  // The host page's address, which the loader tells (campaign url rules); a page opening us directly is it.
  const [pageUrl, setPageUrl] = useState<string | null>(embedded ? null : location.href);
  const chat = useChat(websiteToken, authToken, isOpen);
  const { config, conversation, messages } = chat;
  const idle = chat.status === 'ready' && !conversation && messages.length === 0;
  const { campaign, clear: clearCampaign } = useCampaign(websiteToken, config, pageUrl, idle);
  useEffect(() => {
    if (!campaign) return;
    setView('chat');
    postToHost('campaign', { content: campaign.message });
  }, [campaign]);

  useEffect(
    () =>
      onHostCommand((cmd) => {
        if (cmd.event === 'toggle-open') setOpen(Boolean(cmd.isOpen));
        else if (cmd.event === 'set-locale') setLocaleState(String(cmd.locale));
        else if (cmd.event === 'page' && typeof cmd.url === 'string') setPageUrl(cmd.url);
        else
          runHostCommand(cmd.event, cmd, chat.setContact).catch((err: unknown) =>
            postToHost('error', { event: cmd.event, message: (err as Error).message }),
          );
      }),
    [chat.setContact],
  );
  const hasMessages = messages.length > 0;
  useEffect(() => {
    if (hasMessages) setView('chat');
  }, [hasMessages]);

  setLocale(locale ?? config?.locale ?? navigator.language);
  if (chat.status === 'loading') return <main class="cw-center">{t('loading')}</main>;
  if (chat.status === 'unavailable' || !config)
    return (
      <main class="cw-center">
        <div class="cw-failure">
          <p role="alert">{chat.failure?.text ?? t('unavailable')}</p>
          {chat.failure?.retry ? (
            <button type="button" class="cw-primary" onClick={chat.retryBoot}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      </main>
    );

  const resolved = conversation?.status === 'resolved';
  const needsPreChat = config.pre_chat_form_enabled && !conversation && messages.length === 0;
  const canEnd = config.enabled_features.includes('end_conversation') && conversation && !resolved;
  const canReply = !resolved || config.allow_messages_after_resolved;
  const answering = campaign && !conversation ? campaign : null;
  const greeting = answering
    ? { content: answering.message, name: answering.sender?.name }
    : !conversation && config.greeting_enabled && config.greeting_message
      ? { content: config.greeting_message }
      : null;
  const onSend = (content: string, files: File[]) => {
    if (!answering) return void chat.send(content, files);
    void chat.answerCampaign(content, answering.id).then((ok) => {
      if (!ok) return;
      clearCampaign();
      if (files.length) void chat.send('', files);
    });
  };

  return (
    <div
      class="cw-app"
      style={{
        '--brand': config.widget_color,
        // Text on the colour, and the colour as text or outline on the page (styles.css: --bg of each theme).
        '--on-brand': readableTextOn(config.widget_color),
        '--brand-ink-light': inkOn(config.widget_color, '#ffffff'),
        '--brand-ink-dark': inkOn(config.widget_color, '#111827'),
      }}
    >
      <Header
        config={config}
        expanded={view === 'home'}
        online={chat.online}
        onBack={view === 'chat' ? () => setView('home') : undefined}
        onEnd={view === 'chat' && canEnd ? () => void chat.endConversation() : undefined}
        onClose={embedded ? () => postToHost('close') : undefined}
      />
      <main class="cw-main">
        {view === 'home' ? (
          <Home config={config} hasConversation={!!conversation} onStart={() => setView('chat')} />
        ) : needsPreChat && !answering ? (
          <div class="cw-body">
            <PreChatForm config={config} onSubmit={chat.startWithPreChat} />
          </div>
        ) : (
          <>
            <MessageList
              messages={messages}
              greeting={greeting}
              agentTyping={chat.agentTyping}
              onUpdate={chat.update}
              onRetry={(m) => void chat.send(m.content ?? '', [], m)}
            />
            {resolved && <p class="cw-notice">{t('resolved')}</p>}
            {canReply ? (
              <Composer
                canAttach={config.enabled_features.includes('attachments')}
                onSend={onSend}
                onTyping={chat.typing}
                onError={chat.setError}
              />
            ) : (
              <button type="button" class="cw-primary cw-primary--block" onClick={chat.startNew}>
                {t('newConversation')}
              </button>
            )}
          </>
        )}
        {chat.error && (
          <p class="cw-error" role="alert">
            {chat.error}
          </p>
        )}
      </main>
    </div>
  );
};
