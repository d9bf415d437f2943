import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { onRealtime } from '../realtime/index.ts';
import { nextUnreadMine, shouldRing } from './alertRule.ts';
import { audioSettingsOf, REMINDER_INTERVAL_MS } from './audioSettings.ts';
import { playTone } from './tones.ts';

/** At most one tone in this window: a burst of messages (a replay after a reconnect) rings once. */
const QUIET_AFTER_RING_MS = 2000;

const isInFront = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The audio alerts of the user's profile settings (audioSettings.ts): a tone for a customer's new message, and
 * the unread reminder every 30 s. Renders nothing; mounted once in the account's frame.
 */
export const AudioAlerts = () => {
  const { user } = useCurrentAccount();
  const params = useMatches().at(-1)?.params ?? {};
  const openId = Number(params.conversation_id ?? params.conversationId ?? NaN);
  const latest = useRef({ settings: audioSettingsOf(user.ui_settings), userId: user.id, openId });
  useEffect(() => {
    latest.current = { settings: audioSettingsOf(user.ui_settings), userId: user.id, openId };
  });
  const unread = useRef<Set<number>>(new Set());
  const lastRing = useRef(0);
  const ringRef = useRef(() => {
    if (Date.now() - lastRing.current < QUIET_AFTER_RING_MS) return;
    lastRing.current = Date.now();
    playTone(latest.current.settings.tone);
  });

  // Opening a conversation reads it: the reminder stops ringing for it.
  useEffect(() => {
    if (Number.isInteger(openId)) unread.current.delete(openId);
  }, [openId]);

  useEffect(
    () =>
      onRealtime('message.created', (m) => {
        const { settings, userId, openId: open } = latest.current;
        const openConversationId = Number.isInteger(open) ? open : null;
        unread.current = nextUnreadMine(unread.current, m, userId, openConversationId);
        if (shouldRing(settings, m, userId, { inFront: isInFront(), openConversationId })) ringRef.current();
      }),
    [],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      const { settings } = latest.current;
      if (!settings.remindUnread || settings.scope === 'none' || unread.current.size === 0) return;
      if (isInFront() && !settings.alsoWhenInFront) return;
      ringRef.current();
    }, REMINDER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return null;
};
