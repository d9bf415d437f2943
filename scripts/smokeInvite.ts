// The README smoke's invitation journey (issue 41 item 6): `npm start` has no SMTP, so the administrator who
// adds an agent gets the invitation link on screen, the agent shows offline until they use it, and the link
// lets the agent set a password and sign in.
import type { Browser, Page } from '@playwright/test';
import en from '../common/i18n/en.json' with { type: 'json' };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** On the administrator's page (signed in, account 1): adds an agent and follows the link as the agent would. */
export const inviteWithoutMail = async (browser: Browser, page: Page, port: number) => {
  const name = `Smoke Agent ${Date.now().toString(36)}`;
  await page.goto(`http://localhost:${port}/app/accounts/1/settings/agents`);
  await page.getByRole('button', { name: en.agents.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(en.agents.addDescriptionNoMail).waitFor();
  await dialog.getByLabel(en.fields.name, { exact: true }).fill(name);
  await dialog
    .getByLabel(en.fields.email, { exact: true })
    .fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.test`);
  await dialog.getByRole('button', { name: en.agents.addSubmitNoMail }).click();
  await page.getByRole('heading', { name: fill(en.agents.linkTitle, { name }) }).waitFor();
  const link = await dialog.getByRole('textbox', { name: en.agents.linkLabel }).inputValue();
  if (!link.includes('reset_password_token=')) throw new Error(`no invitation link shown: "${link}"`);
  await dialog.getByRole('button', { name: en.common.close }).first().click();
  const row = page.getByRole('table', { name: en.agents.title }).getByRole('row').filter({ hasText: name });
  await row.getByText(en.availability.offline).waitFor();

  const agent = await browser.newContext();
  try {
    const agentPage = await agent.newPage();
    await agentPage.goto(link);
    await agentPage.getByRole('heading', { name: en.resetPassword.title }).waitFor();
    await agentPage.getByLabel(en.fields.newPassword).fill('smoke-agent-secret');
    await agentPage.getByLabel(en.fields.confirmPassword).fill('smoke-agent-secret');
    await agentPage.getByRole('button', { name: en.resetPassword.submit }).click();
    await agentPage.waitForURL(/\/app\/accounts\/1\//, { timeout: 30_000 });
    // Online while they are here (auto-offline takes them offline again once their last tab closes).
    await page.reload();
    await row.getByText(en.availability.online).waitFor();
  } finally {
    await agent.close();
  }
  return name;
};
