import { api } from './api.ts';

/** The dashboard's service worker (app/public/sw.js), controlling every /app/ page. */
const WORKER_URL = '/app/sw.js';
const WORKER_SCOPE = '/app/';

/** Can this browser show web push notifications at all? */
export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
const keyBytes = (base64url: string) => {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

/** This browser's push subscription for the dashboard, or null (nothing registered yet). */
export const currentPushSubscription = async () => {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/**
 * Asks for permission, registers the service worker, subscribes with the installation's VAPID key and
 * tells the server (POST /api/v1/notification_subscriptions). Throws when unsupported, denied or failing.
 */
export const enablePush = async (vapidPublicKey: string | null) => {
  if (!isPushSupported() || !vapidPublicKey) throw new Error('push unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(`notification permission ${permission}`);
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  const json = subscription.toJSON();
  await api('/api/v1/notification_subscriptions', {
    method: 'POST',
    body: {
      subscription_type: 'browser_push',
      subscription_attributes: { endpoint: json.endpoint, p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    },
    contract: 'notificationSubscription',
  });
  return subscription;
};

/** Unsubscribes this browser and tells the server to forget it (also on sign-out). Never throws. */
export const disablePush = async () => {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  await api(`/api/v1/notification_subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
    contract: 'success',
  }).catch(() => undefined);
};
