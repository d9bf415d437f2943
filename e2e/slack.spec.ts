import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { sendSlackEvent, startFakeSlack, threadReplyEvent, type TFakeSlack } from '../server/test/fakeSlack.ts';
import { expectAccessible } from './axe.ts';
import { BASE_URL, E2E_SLACK_SIGNING_SECRET, FAKE_SLACK_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const I = text.integrationsPage;
const S = I.slack;

let slack: TFakeSlack;
/** A customer's website embedding the widget: the visitor writes there. */
let site: Awaited<ReturnType<typeof startWidgetSite>>;
test.beforeAll(async () => {
  slack = await startFakeSlack({ port: FAKE_SLACK_PORT });
  site = await startWidgetSite();
});
test.afterAll(async () => {
  await slack.close();
  await site.close();
});

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

test('slack: connect through Slack, pick a channel, a widget visitor’s message goes to the channel, a thread reply reaches the visitor', async ({
  page,
  browser,
}) => {
  // Connect, screenshots and axe in three looks, then a widget visitor in a second browser context.
  test.setTimeout(120_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Slack'));
  await useSession(page.context(), headers);
  const base = `/app/accounts/${user.account_id}`;
  const api = `/api/v1/accounts/${user.account_id}`;

  // Settings → Integrations → Slack.
  await page.goto(`${base}/settings/integrations`);
  await page.getByRole('link', { name: new RegExp(I.apps.slack.name) }).click();
  await expect(page.getByRole('heading', { name: I.apps.slack.name, level: 1 })).toBeVisible();
  await expect(page.getByText(I.notConnected)).toBeVisible();
  await snap(page, 'slack-connect-light');
  await expectAccessible(page, 'slack, not connected');

  // Slack's authorize page (the stand-in allows at once) sends the browser back with a code.
  await page.getByRole('link', { name: S.connect }).click();
  await expect(page.getByText(fill(S.connectedTo, { workspace: 'Acme Workspace' }))).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  expect(slack.calls.some((c) => c.method === 'oauth.v2.access' && c.body.code === 'fake-slack-code')).toBe(true);
  await expect(page.getByText(S.pickChannelHint)).toBeVisible();
  await page.getByLabel(S.channel).selectOption({ label: '#support' });
  await page.getByRole('button', { name: S.saveChannel }).click();
  await expect(page.getByText(S.channelSaved)).toBeVisible();
  await expect(page.getByText(S.pickChannelHint)).toBeHidden();
  await snap(page, 'slack-connected-light');
  await expectAccessible(page, 'slack, connected');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'slack-connected-dark');
  await expectAccessible(page, 'slack, connected (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // A visitor writes in the website's chat widget.
  const res = await page.request.post(`${api}/inboxes`, {
    headers,
    data: { name: 'Shop website', channel: { type: 'web_widget', website_url: site.origin } },
  });
  expect(res.status(), await res.text()).toBe(200);
  site.embed(((await res.json()) as { website_token: string }).website_token);
  const { visitor, log } = await visitorWrites(browser, site.origin, 'Where is my parcel?');
  await expect(log.getByText('Where is my parcel?')).toBeVisible();
  const listed = async () => {
    const list = (await (await page.request.get(`${api}/conversations?assignee_type=all`, { headers })).json()) as {
      data: { payload: { id: number; meta: { sender: { name: string } } }[] };
    };
    return list.data.payload[0];
  };
  await expect.poll(listed).toBeTruthy();
  const conv = (await listed())!;
  const visitorName = conv.meta.sender.name;

  // It appears in the Slack channel: a parent alert, the message in its thread.
  await expect
    .poll(() => slack.posts.filter((p) => p.text === 'Where is my parcel?').length, { timeout: 20_000 })
    .toBe(1);
  const parent = slack.posts.find((p) => !p.thread_ts && p.text.includes(visitorName))!;
  expect(parent.channel).toBe('C0SUPPORT');
  expect(slack.posts.find((p) => p.text === 'Where is my parcel?')).toMatchObject({
    thread_ts: parent.ts,
    username: visitorName,
  });

  // A reply in the thread, signed as Slack signs it, reaches the conversation and the visitor.
  const sent = await sendSlackEvent(
    BASE_URL,
    E2E_SLACK_SIGNING_SECRET,
    threadReplyEvent({ channel: 'C0SUPPORT', threadTs: parent.ts, text: 'It ships today!' }),
  );
  expect(sent.status).toBe(200);
  // The visitor sees it live in the widget, and the agent in the conversation.
  await expect(log.getByText('It ships today!')).toBeVisible({ timeout: 20_000 });
  await snap(visitor, 'slack-reply-in-widget');
  await visitor.close();
  await page.goto(`${base}/conversations/${conv.id}`);
  await expect(page.getByText('It ships today!')).toBeVisible();
  // The reply is not mirrored back to Slack.
  expect(slack.posts.some((p) => p.text === 'It ships today!')).toBe(false);

  await page.goto(`${base}/settings/integrations/slack`);
  await expect(page.getByText(fill(S.connectedTo, { workspace: 'Acme Workspace' }))).toBeVisible();
  await toArabic(page);
  await expect(page.getByRole('heading', { name: ar.integrationsPage.apps.slack.name, level: 1 })).toBeVisible();
  await expect(page.getByLabel(ar.integrationsPage.slack.channel)).toHaveValue('C0SUPPORT');
  await snap(page, 'slack-connected-ar');
  await expectAccessible(page, 'slack, connected (Arabic)');
});
