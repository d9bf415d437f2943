import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { BASE_URL } from './constants.ts';
import { text } from './pages/text.ts';

const w = text.widgetChat;

/** A customer's web page with the widget snippet of the inbox whose website token this is. */
export const widgetSitePage = (websiteToken: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Shop</title></head>
<body style="font-family:sans-serif;padding:40px"><h1>Acme shop</h1>
<script>
(function (d, t) {
  var g = d.createElement(t), s = d.getElementsByTagName(t)[0];
  g.src = ${JSON.stringify(BASE_URL)} + '/packs/js/sdk.js'; g.defer = true; g.async = true;
  s.parentNode.insertBefore(g, s);
  g.onload = function () { window.chatwootSDK.run({ websiteToken: ${JSON.stringify(websiteToken)}, baseUrl: ${JSON.stringify(BASE_URL)} }); };
})(document, 'script');
</script></body></html>`;

/**
 * A customer's website on an origin of its own (a free port of 127.0.0.1). Every GET answers the page of the
 * inbox given to `embed`; other requests go to `other` (a spec's bot or receiver), or get a 404.
 */
export const startWidgetSite = async (other?: http.RequestListener) => {
  let page = '';
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else if (other) other(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    embed: (websiteToken: string) => {
      page = widgetSitePage(websiteToken);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** A visitor opens the site in a new page, opens the widget, starts a conversation and sends `message`. */
export const visitorWrites = async (browser: Browser, origin: string, message: string) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/shop`);
  await visitor.getByRole('button', { name: w.openChat }).click();
  const frame = visitor.frameLocator('iframe.cw-frame');
  await frame.getByRole('button', { name: w.startConversation }).click();
  const box = frame.getByRole('textbox', { name: w.typeMessage });
  await box.fill(message);
  await box.press('Enter');
  return { visitor, frame, box, log: frame.getByRole('log', { name: w.conversation }) };
};
