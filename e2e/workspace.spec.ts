import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const c = text.conversations;
const g = c.gallery;

/** A solid-colour PNG (the server sniffs real images), big enough to look at in the screenshots. */
const png = (w: number, h: number, [r, gr, b]: [number, number, number]) => {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, gr, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Posts a message with files as form data, as the reply box does. */
const postFiles = async (
  request: APIRequestContext,
  headers: TAuthHeaders,
  url: string,
  incoming: boolean,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) => {
  const form = new FormData();
  if (incoming) form.append('message_type', 'incoming');
  for (const f of files)
    form.append('attachments[]', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  const res = await request.post(url, { headers, multipart: form });
  expect(res.ok(), await res.text()).toBe(true);
};

/** A conversation with four files: the contact's red image, the agent's blue image and a PDF, the contact's green image. */
const seedGallery = async (request: APIRequestContext, label: string) => {
  const person = newPerson(label);
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Jane Customer',
    count: 2,
  });
  const url = `/api/v1/accounts/${accountId}/conversations/${seeded.conversationId}/messages`;
  await postFiles(request, headers, url, true, [
    { name: 'red.png', mimeType: 'image/png', buffer: png(480, 320, [220, 60, 60]) },
  ]);
  await postFiles(request, headers, url, false, [
    { name: 'blue.png', mimeType: 'image/png', buffer: png(320, 480, [50, 110, 220]) },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice') },
  ]);
  await postFiles(request, headers, url, true, [
    { name: 'green.png', mimeType: 'image/png', buffer: png(400, 400, [60, 170, 90]) },
  ]);
  return { headers, user, accountId, person, ...seeded };
};

const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('attachments gallery: opens from a message image, next/previous by button and arrow key, files, Escape; shared files in the panel', async ({
  page,
  context,
  request,
}) => {
  const seed = await seedGallery(request, 'Gallery');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.conversationId}`);
  const log = page.getByRole('log', { name: c.messagesLabel });
  await log.getByRole('link', { name: fill(g.open, { name: 'red.png' }) }).click();

  const viewer = page.getByRole('dialog', { name: g.label });
  await expect(viewer).toBeVisible();
  const counter = (i: number) => fill(g.counter, { index: String(i), count: '4' });
  await expect(viewer.getByText(counter(1))).toBeVisible();
  await expect(viewer.getByText('Jane Customer')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'red.png' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: g.previous })).toBeDisabled();
  await expect(viewer.getByRole('link', { name: fill(g.downloadFile, { name: 'red.png' }) })).toHaveAttribute(
    'href',
    /\.png$/,
  );
  await snap(page, 'workspace-gallery-light');

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(counter(2))).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'blue.png' })).toBeVisible();
  await expect(viewer.getByText(seed.person.user_full_name)).toBeVisible();
  await viewer.getByRole('button', { name: g.next }).click();
  // A PDF has no preview: a download card.
  await expect(viewer.getByText(counter(3))).toBeVisible();
  await expect(viewer.getByText(g.noPreview)).toBeVisible();
  await expect(viewer.getByRole('link', { name: g.download, exact: true })).toHaveAttribute('download', 'invoice.pdf');
  await viewer.getByRole('button', { name: g.next }).click();
  await expect(viewer.getByText(counter(4))).toBeVisible();
  await expect(viewer.getByRole('button', { name: g.next })).toBeDisabled();
  // At the end the arrow keys still work (the focus left the disabled button).
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(counter(3))).toBeVisible();
  await viewer.getByRole('button', { name: g.previous }).click();
  await expect(viewer.getByText(counter(2))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The contact panel lists the four files, newest first; one opens the viewer at it.
  const panel = page.getByRole('complementary', { name: c.panel.label });
  const shared = panel.getByRole('list', { name: g.sharedFiles });
  await expect(shared.getByRole('listitem')).toHaveCount(4);
  await shared.getByRole('button', { name: fill(g.open, { name: 'invoice.pdf' }) }).click();
  await expect(viewer.getByText(counter(3))).toBeVisible();
  await viewer.getByRole('button', { name: text.common.close }).click();
  await expect(viewer).toBeHidden();

  // Dark, then Arabic: right-to-left, where ArrowLeft moves to the next file.
  await page.emulateMedia({ colorScheme: 'dark' });
  await log.getByRole('link', { name: fill(g.open, { name: 'blue.png' }) }).click();
  await expect(viewer.getByText(counter(2))).toBeVisible();
  await snap(page, 'workspace-gallery-dark');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('[role="log"] a[href$=".png"]').first().click();
  const arViewer = page.getByRole('dialog');
  await expect(arViewer.getByRole('img')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(arViewer.getByText(/^2 /)).toBeVisible();
  await snap(page, 'workspace-gallery-ar');
  await page.keyboard.press('ArrowRight');
  await expect(arViewer.getByText(/^1 /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(arViewer).toBeHidden();
});

test('mobile workspace: the list alone, a conversation alone with Back, the contact drawer, the navigation drawer, no sideways scroll', async ({
  page,
  context,
  request,
}) => {
  const seed = await seedGallery(request, 'Mobile');
  await useSession(context, seed.headers);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/accounts/${seed.accountId}/dashboard`);
  const list = page.getByRole('region', { name: c.listRegion });
  await expect(list).toBeVisible();
  await expect(page.getByRole('region', { name: c.detailRegion, exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await expect(list.getByRole('button', { name: /Jane Customer/ })).toBeVisible();
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-list-light');

  // Open: the conversation alone, the reply box and header in view.
  await list.getByRole('button', { name: /Jane Customer/ }).click();
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.getByRole('textbox', { name: text.editor.replyLabel })).toBeInViewport();
  await expect(page.getByRole('button', { name: c.togglePanel })).toBeInViewport();
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-conversation-light');

  // The contact panel is a drawer over the conversation.
  await page.getByRole('button', { name: c.togglePanel }).click();
  const drawer = page.getByRole('dialog', { name: c.panel.label });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('list', { name: g.sharedFiles }).getByRole('listitem')).toHaveCount(4);
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-panel-light');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: c.togglePanel }).click();
  await drawer.getByRole('button', { name: text.common.close }).click();
  await expect(drawer).toBeHidden();

  // Alt+O opens and closes the drawer as it toggles the side panel on wide screens.
  await page.keyboard.press('Alt+KeyO');
  await expect(drawer).toBeVisible();
  await snap(page, 'workspace-mobile-panel-shortcut-light');
  await page.keyboard.press('Alt+KeyO');
  await expect(drawer).toBeHidden();
  await expect(log).toBeVisible();

  // A tablet (list beside the conversation, below 1024 px): still a drawer, still Alt+O; wide: the panel beside.
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(list).toBeVisible();
  await expect(page.getByRole('complementary', { name: c.panel.label })).toHaveCount(0);
  await page.keyboard.press('Alt+KeyO');
  await expect(drawer).toBeVisible();
  await snap(page, 'workspace-tablet-panel-shortcut-light');
  await page.keyboard.press('Alt+KeyO');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  const aside = page.getByRole('complementary', { name: c.panel.label });
  await expect(aside).toBeVisible();
  await page.keyboard.press('Alt+KeyO');
  await expect(aside).toBeHidden();
  await expect(drawer).toBeHidden();
  await page.keyboard.press('Alt+KeyO');
  await expect(aside).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  // Back to the list.
  await page.getByRole('button', { name: c.mobile.back }).click();
  await expect(list).toBeVisible();
  await expect(log).toBeHidden();
  await expect(page).toHaveURL(/\/conversations$|\/dashboard$/);

  // The navigation drawer: Escape closes it, so does following one of its links.
  await page.getByRole('button', { name: text.shell.openNav }).click();
  const mainNav = page.getByRole('navigation', { name: text.shell.mainNav });
  await expect(mainNav).toBeVisible();
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-nav-light');
  await page.keyboard.press('Escape');
  await expect(mainNav).toBeHidden();
  await page.getByRole('button', { name: text.shell.openNav }).click();
  await mainNav.getByRole('link', { name: text.menu.primary.contacts }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(mainNav).toBeHidden();

  // Dark and Arabic on the phone.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.conversationId}`);
  await expect(log).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-conversation-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('log')).toBeVisible();
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-conversation-ar');
  // Back, at the start (right) in Arabic: the first button of the conversation's header.
  await page.getByRole('main').locator('header button').first().click();
  await expect(page.getByRole('log')).toBeHidden();
  await noHorizontalScroll(page);
  await snap(page, 'workspace-mobile-list-ar');
});
