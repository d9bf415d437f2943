import { useEffect, useState } from 'react';
import { useGlobalConfig } from '../accounts/index.ts';
import { currentPushSubscription, disablePush, enablePush } from '../../lib/webPush.ts';

/**
 * Whether this browser gets push notifications, and switching it: on asks for permission and
 * subscribes (onFailure when unsupported, denied or failing), off unsubscribes.
 */
export const usePushNotifications = () => {
  const { vapidPublicKey } = useGlobalConfig();
  const [enabled, setEnabled] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    void currentPushSubscription()
      .then((s) => live && setEnabled(!!s && Notification.permission === 'granted'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const toggle = async (on: boolean, onFailure: () => void) => {
    setPending(true);
    try {
      if (on) await enablePush(vapidPublicKey);
      else await disablePush();
      setEnabled(on);
    } catch {
      setEnabled(false);
      onFailure();
    } finally {
      setPending(false);
    }
  };
  return { enabled, pending, toggle };
};
