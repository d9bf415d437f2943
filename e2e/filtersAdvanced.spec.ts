import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

/**
 * Filters as thick as Chatwoot's (issue 41, item 15): several values in one condition, custom attribute
 * conditions, and folders that can be edited (renamed, conditions changed, the server's refusal shown).
 */

const c = text.conversations;
const f = c.filter;
const list = (page: Page) => page.getByRole('list', { name: c.listLabel });
const tab = (page: Page, which: 'me' | 'unassigned' | 'all') =>
  page.getByRole('tablist', { name: c.tabsLabel }).getByRole('tab', { name: new RegExp(`^${c.tabs[which]}`) });

test('several values, a custom attribute condition, and a folder edited by keyboard', async ({
  page,
  context,
  request,
}) => {
  const person = newPerson('Filters');
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  const root = `/api/v1/accounts/${accountId}`;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number }>(`${root}/inboxes`, { name: 'Support API', channel: { type: 'api' } });
  await api.post(`${root}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
  await api.post(`${root}/custom_attribute_definitions`, {
    attribute_display_name: 'Plan',
    attribute_key: 'plan',
    attribute_model: 'conversation_attribute',
    attribute_display_type: 'list',
    attribute_values: ['free', 'pro', 'enterprise'],
  });
  const seed = async (name: string, priority: string, plan: string) => {
    const x = await seedConversation(request, headers, accountId, user.id, {
      contactName: name,
      count: 1,
      inbox: { id: inbox.id },
    });
    await api.post(`${root}/conversations/${x.conversationId}/toggle_priority`, { priority });
    await api.post(`${root}/conversations/${x.conversationId}/custom_attributes`, { custom_attributes: { plan } });
    await api.post(`${root}/conversations/${x.conversationId}/assignments`, { assignee_id: user.id });
    return x.conversationId;
  };
  await seed('Hugo High', 'high', 'free');
  await seed('Ursula Urgent', 'urgent', 'pro');
  await seed('Lena Low', 'low', 'enterprise');
  await seed('Mark Medium', 'medium', 'pro');
  const folder = await api.post<{ id: number }>(`${root}/custom_filters`, {
    name: 'Paying customers',
    type: 'conversation',
    query: {
      payload: [
        {
          attribute_key: 'plan',
          filter_operator: 'equal_to',
          values: ['pro'],
          query_operator: null,
          custom_attribute_type: 'conversation_attribute',
        },
      ],
    },
  });

  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/dashboard`);
  await expect(list(page).getByRole('listitem')).toHaveCount(4);

  // Several values in one condition: Priority is High or Urgent.
  await page.getByRole('button', { name: f.open }).click();
  const dialog = page.getByRole('dialog', { name: f.title });
  await dialog.getByRole('combobox', { name: f.attribute }).selectOption('priority');
  const values = dialog.getByRole('group', { name: f.values });
  await values.getByRole('checkbox', { name: c.priority.high }).check();
  await values.getByRole('checkbox', { name: c.priority.urgent }).check();
  await snap(page, 'filters-multi-value-light');
  await expectAccessible(page, 'filter builder with several values');
  await dialog.getByRole('button', { name: f.apply }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).getByRole('button', { name: /Hugo High/ })).toBeVisible();
  await expect(list(page).getByRole('button', { name: /Ursula Urgent/ })).toBeVisible();
  // The tabs keep working under the filter (item 4).
  await expect(tab(page, 'me').locator('span')).toHaveText('2');

  // A custom attribute condition: Plan is pro or enterprise (a list attribute: its values to tick).
  await page.getByRole('button', { name: f.clear }).click();
  await page.getByRole('button', { name: f.open }).click();
  await dialog.getByRole('combobox', { name: f.attribute }).selectOption('conversation_attribute:plan');
  await expect(dialog.getByRole('combobox', { name: f.attribute }).locator('optgroup')).toHaveCount(2);
  await values.getByRole('checkbox', { name: 'pro' }).check();
  await values.getByRole('checkbox', { name: 'enterprise' }).check();
  await dialog.getByRole('button', { name: f.apply }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await expect(list(page).getByRole('button', { name: /Hugo High/ })).toHaveCount(0);

  // The folder: edited from its view, by keyboard.
  await page.goto(`/app/accounts/${accountId}/custom_view/${folder.id}`);
  await expect(page.getByRole('heading', { name: 'Paying customers' })).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  const edit = page.getByRole('button', { name: f.editFolder });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: f.editFolderTitle });
  await expect(editor).toBeVisible();
  const name = editor.getByRole('textbox', { name: f.folderNameLabel });
  await expect(name).toHaveValue('Paying customers');
  // A blank name is refused before anything is sent.
  await name.fill('');
  await expect(editor.getByText(f.folderNameMissing)).toBeVisible();
  await expect(editor.getByRole('button', { name: f.updateFolder })).toBeDisabled();
  await name.fill('Pro and enterprise');
  const enterprise = editor.getByRole('group', { name: f.values }).getByRole('checkbox', { name: 'enterprise' });
  await enterprise.focus();
  await page.keyboard.press('Space');
  await expect(enterprise).toBeChecked();
  await snap(page, 'filters-edit-folder-light');
  await expectAccessible(page, 'edit folder');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'filters-edit-folder-dark');
  await expectAccessible(page, 'edit folder (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await editor.getByRole('button', { name: f.updateFolder }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pro and enterprise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pro and enterprise' })).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);

  // The server's refusal is shown: the folder names an attribute the account no longer defines.
  const defs = (await (await request.get(`${root}/custom_attribute_definitions`, { headers })).json()) as {
    id: number;
    attribute_key: string;
  }[];
  const plan = defs.find((d) => d.attribute_key === 'plan');
  expect((await request.delete(`${root}/custom_attribute_definitions/${plan?.id}`, { headers })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: f.editFolder }).click();
  await editor.getByRole('button', { name: f.updateFolder }).click();
  await expect(editor.getByRole('alert')).toContainText('plan');
  await snap(page, 'filters-edit-folder-refused-light');

  // Arabic: the same editor, every rule but colours.
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await page.getByRole('button', { name: ar.conversations.filter.editFolder }).click();
  const arEditor = page.getByRole('dialog', { name: ar.conversations.filter.editFolderTitle });
  await expect(arEditor.getByRole('button', { name: ar.conversations.filter.updateFolder })).toBeVisible();
  await snap(page, 'filters-edit-folder-ar');
  await expectAccessible(page, 'edit folder (Arabic)', { colour: 'skip' });
});

test('a contact segment with several values of a list attribute, edited in place', async ({
  page,
  context,
  request,
}) => {
  const k = text.contactsPage.filter;
  const person = newPerson('Segments');
  const { headers, user } = await signUpViaApi(request, person);
  const root = `/api/v1/accounts/${user.account_id ?? 0}`;
  const api = apiAs(request, headers);
  await api.post(`${root}/custom_attribute_definitions`, {
    attribute_display_name: 'Tier',
    attribute_key: 'tier',
    attribute_model: 'contact_attribute',
    attribute_display_type: 'list',
    attribute_values: ['gold', 'silver', 'bronze'],
  });
  for (const [name, tier] of [
    ['Gina Gold', 'gold'],
    ['Sam Silver', 'silver'],
    ['Bo Bronze', 'bronze'],
  ] as const)
    await api.post(`${root}/contacts`, { name, custom_attributes: { tier } });
  const segment = await api.post<{ id: number }>(`${root}/custom_filters`, {
    name: 'Gold customers',
    type: 'contact',
    query: {
      payload: [{ attribute_key: 'tier', filter_operator: 'equal_to', values: ['gold'], query_operator: null }],
    },
  });

  await useSession(context, headers);
  await page.goto(`/app/accounts/${user.account_id ?? 0}/contacts/custom_view/${segment.id}`);
  await expect(page.getByRole('heading', { name: 'Gold customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gina Gold' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sam Silver' })).toHaveCount(0);

  await page.getByRole('button', { name: k.editSegment }).click();
  const dialog = page.getByRole('dialog', { name: k.editSegmentTitle });
  const tiers = dialog.getByRole('group', { name: 'Value of condition 1' });
  await expect(tiers.getByRole('checkbox', { name: 'gold' })).toBeChecked();
  await tiers.getByRole('checkbox', { name: 'silver' }).check();
  const name = dialog.getByRole('textbox', { name: k.segmentName });
  await expect(name).toHaveValue('Gold customers');
  await name.fill('Gold and silver');
  await snap(page, 'filters-edit-segment-light');
  await expectAccessible(page, 'edit segment');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'filters-edit-segment-dark');
  await expectAccessible(page, 'edit segment (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: k.updateSegment }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Gold and silver', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sam Silver' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gina Gold' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bo Bronze' })).toHaveCount(0);
});
