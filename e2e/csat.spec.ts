import { BASE_URL } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, serverText, text } from './pages/text.ts';
import { apiAs } from './seed.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const R = text.csatReport;
const w = text.widgetChat;
const sv = serverText.csatSurvey;

let site: Awaited<ReturnType<typeof startWidgetSite>>;
test.beforeAll(async () => {
  site = await startWidgetSite();
});
test.afterAll(async () => {
  await site.close();
});

type TMsg = { id: number; content: string; content_type: string };

test('widget and public-page ratings land in the CSAT report with exact figures and CSV', async ({ page, browser }) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Csat'));
  await useSession(page.context(), headers);
  const root = `/api/v1/accounts/${user.account_id ?? 0}`;
  const base = `/app/accounts/${user.account_id ?? 0}`;
  const api = apiAs(page.request, headers);
  const get = async <T>(url: string) => (await (await page.request.get(url, { headers })).json()) as T;
  const patch = (url: string, data: unknown) => page.request.patch(url, { headers, data });

  // An API inbox with star surveys: two conversations resolved, one rated on the public page.
  const apiInbox = await api.post<{ id: number; inbox_identifier: string }>(`${root}/inboxes`, {
    name: 'Backend',
    channel: { type: 'api' },
  });
  expect(
    (
      await patch(`${root}/inboxes/${apiInbox.id}`, {
        csat_survey_enabled: true,
        csat_config: { display_type: 'star' },
      })
    ).ok(),
  ).toBe(true);
  const client = `/public/api/v1/inboxes/${apiInbox.inbox_identifier}`;
  const links: string[] = [];
  for (const name of ['Ana API', 'Bo API']) {
    const contact = await api.post<{ source_id: string }>(`${client}/contacts`, { name });
    const conv = await api.post<{ id: number }>(`${client}/contacts/${contact.source_id}/conversations`, {});
    await api.post(`${client}/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content: 'Hi' });
    await api.post(`${root}/conversations/${conv.id}/assignments`, { assignee_id: user.id });
    await api.post(`${root}/conversations/${conv.id}/toggle_status`, { status: 'resolved' });
    await expect
      .poll(async () => {
        const list = await get<{ payload: TMsg[] }>(`${root}/conversations/${conv.id}/messages`);
        return list.payload.find((m) => m.content_type === 'input_csat')?.content ?? '';
      })
      .toMatch(/\/survey\/responses\//);
    const list = await get<{ payload: TMsg[] }>(`${root}/conversations/${conv.id}/messages`);
    links.push(
      /(\/survey\/responses\/[0-9a-f-]{36})/.exec(
        list.payload.find((m) => m.content_type === 'input_csat')!.content,
      )![1]!,
    );
  }
  const survey = await browser.newPage();
  await survey.goto(`${BASE_URL}${links[0]}`);
  await expect(survey.getByRole('heading', { name: sv.title, level: 1 })).toBeVisible();
  await survey.getByText(fill(sv.stars, { count: '2' })).click();
  await survey.getByLabel(sv.feedback).fill('Too slow');
  await survey.getByRole('button', { name: sv.submit }).click();
  await expect(survey.getByText(sv.thanks)).toBeVisible();
  await expect(survey.getByRole('radio', { name: fill(sv.stars, { count: '2' }) })).toBeChecked();
  await snap(survey, 'csat-survey-page-light');
  await survey.emulateMedia({ colorScheme: 'dark' });
  await snap(survey, 'csat-survey-page-dark');
  await survey.goto(`${BASE_URL}${links[0]}?locale=ar`);
  await expect(survey.getByRole('heading', { name: 'قيّم محادثتك', level: 1 })).toBeVisible();
  await snap(survey, 'csat-survey-page-ar');
  await survey.goto(`${BASE_URL}/survey/responses/00000000-0000-4000-8000-000000000000`);
  await expect(survey.getByRole('heading', { name: sv.notFoundTitle })).toBeVisible();
  await survey.close();

  // A website visitor chats, the agent resolves, the visitor rates 5 in the widget.
  const web = await api.post<{ id: number; website_token: string }>(`${root}/inboxes`, {
    name: 'Shop chat',
    channel: { type: 'web_widget', website_url: site.origin, welcome_title: 'Hi', welcome_tagline: 'Ask' },
  });
  expect(
    (await patch(`${root}/inboxes/${web.id}`, { csat_survey_enabled: true, enable_email_collect: false })).ok(),
  ).toBe(true);
  site.embed(web.website_token);
  const { visitor, log } = await visitorWrites(browser, site.origin, 'My order is late');
  await expect(log.getByText('My order is late')).toBeVisible();
  let webConv = 0;
  await expect
    .poll(async () => {
      const l = await get<{ data: { payload: { id: number }[] } }>(
        `${root}/conversations?status=all&inbox_id=${web.id}`,
      );
      webConv = l.data.payload[0]?.id ?? 0;
      return webConv;
    })
    .toBeGreaterThan(0);
  await api.post(`${root}/conversations/${webConv}/assignments`, { assignee_id: user.id });
  await api.post(`${root}/conversations/${webConv}/toggle_status`, { status: 'resolved' });
  await log.getByRole('button', { name: w.csat.rating5 }).click();
  await log.getByRole('button', { name: w.csat.submit }).click();
  await expect(log.getByText(w.csat.thanks)).toBeVisible();
  await snap(visitor, 'csat-widget-rated-light');
  await visitor.close();

  // The report: 2 responses (ratings 2 and 5) of 3 surveys sent.
  await page.goto(`${base}/reports/csat`);
  await expect(page.getByRole('heading', { name: text.routes.csat_reports, level: 1 })).toBeVisible();
  const cards = page.locator('dl');
  await expect(cards.getByText('50.00%')).toBeVisible();
  await expect(cards.getByText('66.67%')).toBeVisible();
  await expect(cards.getByText(fill(R.responseRateHint, { responses: '2', sent: '3' }))).toBeVisible();
  const bars = page.getByRole('region', { name: R.distribution });
  await expect(bars.getByRole('listitem').filter({ hasText: R.rating2 })).toContainText('50.00% (1)');
  await expect(bars.getByRole('listitem').filter({ hasText: R.rating5 })).toContainText('50.00% (1)');
  await expect(bars.getByRole('listitem').filter({ hasText: R.rating3 })).toContainText('0.00% (0)');
  const rows = page.getByRole('table', { name: R.responses }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(R.rating5);
  await expect(rows.nth(2)).toContainText('Ana API');
  await expect(rows.nth(2)).toContainText('Too slow');
  await page.getByRole('combobox', { name: R.rating }).selectOption({ label: R.rating5 });
  await expect(rows).toHaveCount(2);
  await snap(page, 'csat-report-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'csat-report-dark');

  const csv = await page.request.get(`${root}/csat_survey_responses/download?sort=created_at`, { headers });
  const lines = (await csv.text()).trim().split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^Csat Tester,2,Too slow,Ana API,,,http.+\/conversations\/\d+,/);
  expect(lines[2]).toMatch(/^Csat Tester,5,,/);
});
