/*
 * The dashboard's service worker (served as /app/sw.js, scope /app/): shows a web push notification
 * the server sent (title, body, tag, url), and on click focuses a tab already showing that conversation,
 * else any dashboard tab navigated to it, else a new tab.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Helpdesk', {
      body: data.body || '',
      tag: data.tag,
      icon: '/app/favicon.svg',
      data: { url: data.url || '/app/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const url = new URL(event.notification.data?.url || '/app/', self.location.origin);
  event.notification.close();
  // Only this origin's pages are opened: a push cannot send the agent elsewhere.
  const target = url.origin === self.location.origin ? url.href : new URL('/app/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const dashboard = windows.find((w) => new URL(w.url).pathname.startsWith('/app/'));
      if (dashboard) return dashboard.focus().then((w) => (w ? w.navigate(target) : null));
      return self.clients.openWindow(target);
    }),
  );
});
