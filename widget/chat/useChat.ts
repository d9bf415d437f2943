import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { TYPING_EXPIRY_MS } from '../../common/realtime.ts';
import { CableConnection, type TSocketLike } from '../../common/cableConnection.ts';
import { ApiError, request, setAuth } from './api.ts';
import { postToHost } from './bridge.ts';
import { t } from './i18n.ts';
import { isFromAgent, isVisible, mergeMessages, newEchoId, upsertMessage } from './messages.ts';
import type { TChannelConfig, TConfigResponse, TContact, TConversation, TMessage } from './types.ts';

export interface TPreChatAnswers {
  contact: { name?: string; email?: string; phone_number?: string; custom_attributes?: Record<string, unknown> };
  message: string;
  conversationAttributes: Record<string, unknown>;
}

/** How long the first read waits for the live link before it reads anyway. */
const LINK_WAIT_MS = 3000;

const errorText = (err: unknown) =>
  err instanceof ApiError && err.status === 429 ? t('rateLimited') : t('genericError');

/**
 * Why the chat could not start, in the visitor's words: the server's limit on new chats from one address
 * (429, try later), an inbox that is gone or switched off (401/404, nothing to retry), else a failure worth
 * another try (network, 5xx).
 */
const bootFailure = (err: unknown) => {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 401 || status === 404) return { text: t('unavailable'), retry: false };
  return { text: errorText(err), retry: true };
};

/** Everything the chat app knows and does: boot, realtime, sending, forms. */
export const useChat = (websiteToken: string, initialToken: string, isOpen: boolean) => {
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [config, setConfig] = useState<TChannelConfig | null>(null);
  const [contact, setContact] = useState<TContact | null>(null);
  const [conversation, setConversation] = useState<TConversation | null>(null);
  const [messages, setMessages] = useState<TMessage[]>([]);
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const unreadRef = useRef(0);
  const openRef = useRef(isOpen);
  const typingTimerRef = useRef<ReturnType<typeof setTimeout>>();
  const convRef = useRef<TConversation | null>(null);
  const startedNewRef = useRef(false);
  useEffect(() => {
    openRef.current = isOpen;
    convRef.current = conversation;
  }, [isOpen, conversation]);

  /**
   * Reads the visitor's current conversation and its messages and folds them into what is shown (a
   * newer conversation replaces it). A catch-up (`follow` false) leaves an older conversation, or
   * the one the visitor left with New conversation, out.
   */
  const sync = useCallback(async (follow: boolean) => {
    const conv = await request<Partial<TConversation>>('GET', 'conversations', undefined, {}, 'currentConversation');
    if (conv.id === undefined) return;
    const id = conv.id;
    const list = await request<TMessage[]>('GET', 'messages', undefined, {}, 'messageList');
    const current = convRef.current;
    if (!follow && (current ? id < current.id : startedNewRef.current)) return;
    const same = current?.id === id;
    convRef.current = { id, status: conv.status ?? 'open' };
    setConversation(convRef.current);
    setMessages((mine) => mergeMessages(same ? mine : [], list));
  }, []);
  const loadConversation = useCallback(() => sync(true), [sync]);

  const onEvent = useCallback((event: string, payload: unknown) => {
    const d = payload as Record<string, unknown>;
    if (event === 'message.created' || event === 'message.updated') {
      const m = d as unknown as TMessage;
      if (!isVisible(m)) return;
      const current = convRef.current;
      if (current && m.conversation_id !== current.id) {
        if (m.conversation_id < current.id) return;
        setConversation({ id: m.conversation_id, status: 'open' });
        setMessages([]);
      }
      setMessages((list) => upsertMessage(list, m));
      if (event === 'message.created' && isFromAgent(m)) {
        setAgentTyping(null);
        if (!openRef.current) {
          unreadRef.current += 1;
          postToHost('unread', { count: unreadRef.current, content: m.content ?? '' });
        }
      }
    } else if (event === 'conversation.status_changed' || event === 'conversation.updated') {
      setConversation((c) => (c && c.id === d.id ? { ...c, status: String(d.status) } : c));
    } else if (event === 'conversation.typing_on' || event === 'conversation.typing_off') {
      const user = d.user as { type?: string; name?: string } | undefined;
      // An agent, or a Captain assistant answering (docs/CAPTAIN.md): both are the agent side.
      if (user?.type !== 'user' && user?.type !== 'captain_assistant') return;
      clearTimeout(typingTimerRef.current);
      if (event === 'conversation.typing_on') {
        setAgentTyping(user.name ?? '');
        typingTimerRef.current = setTimeout(() => setAgentTyping(null), TYPING_EXPIRY_MS);
      } else setAgentTyping(null);
    }
  }, []);

  // Boot: config (a new session or the one the cookie names), then the current conversation.
  useEffect(() => {
    let link: CableConnection | undefined;
    setAuth(websiteToken, initialToken);
    request<TConfigResponse>('POST', 'config', undefined, {}, 'config')
      .then(async (res) => {
        setAuth(websiteToken, res.auth_token);
        setConfig(res.website_channel_config);
        setContact(res.contact);
        postToHost('loaded', {
          authToken: res.auth_token,
          widgetColor: res.website_channel_config.widget_color,
          locale: res.website_channel_config.locale,
        });
        // The live link first: the first read waits for its confirmation (or LINK_WAIT_MS), so whatever
        // is published after the read is delivered live. A link confirmed only after the read began
        // without a seq to resume from reads again; later links resume from their seq.
        let reading = false;
        let linkedOnce = false;
        let linked = () => {};
        const firstLink = new Promise<void>((resolve) => {
          linked = resolve;
          setTimeout(resolve, LINK_WAIT_MS);
        });
        link = new CableConnection({
          url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/cable`,
          identity: { pubsub_token: res.contact.pubsub_token },
          createSocket: (url) => new WebSocket(url) as unknown as TSocketLike,
          onEvent,
          // The log no longer reaches back to what this link missed: read it all again.
          onResync: () => void sync(false).catch(() => undefined),
          onStatus: (s) => {
            if (s === 'disconnected') setOnline(false);
            if (s !== 'connected') return;
            setOnline(true);
            const first = !linkedOnce;
            linkedOnce = true;
            if (!reading) linked();
            else if (first) void sync(false).catch(() => undefined);
          },
          presenceEveryMs: 0,
        });
        link.start();
        await firstLink;
        reading = true;
        await sync(true);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        setFailure(bootFailure(err));
        setStatus('unavailable');
        postToHost('error', { status: err instanceof ApiError ? err.status : 0 });
      });
    return () => link?.stop();
  }, [websiteToken, initialToken, sync, onEvent, attempt]);

  /** Boots again after a failure the visitor may retry. */
  const retryBoot = useCallback(() => {
    setFailure(null);
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    unreadRef.current = 0;
    if (conversation)
      void request('POST', 'conversations/update_last_seen', undefined, {}, 'empty').catch(() => undefined);
  }, [isOpen, conversation, messages.length]);

  const send = useCallback(
    async (content: string, files: File[] = [], retryOf?: TMessage) => {
      const echo = retryOf?.echo_id ?? newEchoId();
      const localId = retryOf?.id ?? -Date.now();
      const optimistic: TMessage = {
        id: localId,
        echo_id: echo,
        content,
        message_type: 0,
        content_type: 'text',
        content_attributes: {},
        created_at: Math.floor(Date.now() / 1000),
        conversation_id: convRef.current?.id ?? 0,
        attachments: [],
        // The widget reads local, not status, for a send in flight; sender_type as the server will write it.
        status: 'sent',
        sender_type: 'Contact',
        sender: null,
        local: 'sending',
      };
      setError(null);
      setMessages((list) => upsertMessage(list, optimistic));
      try {
        let body: unknown = { message: { content, echo_id: echo } };
        if (files.length) {
          const form = new FormData();
          form.append('message[content]', content);
          form.append('message[echo_id]', echo);
          for (const f of files) form.append('message[attachments][]', f, f.name);
          body = form;
        }
        const saved = await request<TMessage>('POST', 'messages', body, {}, 'message');
        setMessages((list) => upsertMessage(list, saved, localId));
        if (!convRef.current || convRef.current.id !== saved.conversation_id) await loadConversation();
      } catch (err) {
        setError(errorText(err));
        setMessages((list) => upsertMessage(list, { ...optimistic, local: 'failed' }));
      }
    },
    [loadConversation],
  );

  const startWithPreChat = useCallback(async (a: TPreChatAnswers) => {
    setError(null);
    try {
      const conv = await request<TConversation>(
        'POST',
        'conversations',
        {
          contact: a.contact,
          message: { content: a.message },
          custom_attributes: a.conversationAttributes,
        },
        {},
        'conversation',
      );
      setConversation({ id: conv.id, status: conv.status });
      setMessages((list) => mergeMessages(list, conv.messages ?? []));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  }, []);

  /** The visitor answers a website campaign: the conversation opens with the campaign's message, then theirs. */
  const answerCampaign = useCallback(async (content: string, campaignId: number) => {
    setError(null);
    try {
      const conv = await request<TConversation & { messages?: TMessage[] }>(
        'POST',
        'conversations',
        { campaign_id: campaignId, message: { content, echo_id: newEchoId() } },
        {},
        'conversation',
      );
      convRef.current = { id: conv.id, status: conv.status };
      setConversation(convRef.current);
      setMessages((list) => mergeMessages(list, conv.messages ?? []));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  }, []);

  const update = useCallback(async (messageId: number, body: unknown) => {
    setError(null);
    try {
      const saved = await request<TMessage>('PATCH', `messages/${messageId}`, body, {}, 'messageUpdated');
      setMessages((list) => upsertMessage(list, saved));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  }, []);

  const endConversation = useCallback(async () => {
    try {
      await request('GET', 'conversations/toggle_status', undefined, {}, 'empty');
      setConversation((c) => (c ? { ...c, status: 'resolved' } : c));
      await loadConversation();
    } catch (err) {
      setError(errorText(err));
    }
  }, [loadConversation]);

  const startNew = useCallback(() => {
    startedNewRef.current = true;
    convRef.current = null;
    setConversation(null);
    setMessages([]);
  }, []);

  const typing = useCallback((on: boolean) => {
    if (convRef.current)
      void request('POST', 'conversations/toggle_typing', { typing_status: on ? 'on' : 'off' }, {}, 'empty').catch(
        () => undefined,
      );
  }, []);

  return {
    status,
    failure,
    retryBoot,
    config,
    contact,
    setContact,
    conversation,
    messages,
    agentTyping,
    online,
    error,
    setError,
    send,
    startWithPreChat,
    answerCampaign,
    update,
    endConversation,
    startNew,
    typing,
    reload: loadConversation,
  };
};
export type TChat = ReturnType<typeof useChat>;
