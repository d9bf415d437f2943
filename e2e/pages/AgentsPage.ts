import { expect, type Page } from '@playwright/test';
import { fill, text } from './text.ts';

export class AgentsPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: text.agents.title });
  readonly dialog = () => this.page.getByRole('dialog');
  row(nameOrEmail: string) {
    return this.table().getByRole('row').filter({ hasText: nameOrEmail });
  }

  async goto(accountId: number) {
    await this.page.goto(`/app/accounts/${accountId}/settings/agents`);
    await expect(this.page).toHaveURL(/\/settings\/agents\/list$/);
    await expect(this.table()).toBeVisible();
  }

  async openAddDialog() {
    await this.page.getByRole('button', { name: text.agents.add }).click();
    await expect(this.dialog().getByRole('heading', { name: text.agents.addTitle })).toBeVisible();
  }

  async fillAddForm(agent: { name: string; email: string; role: 'Agent' | 'Administrator' }) {
    const d = this.dialog();
    await d.getByLabel(text.fields.name, { exact: true }).fill(agent.name);
    await d.getByLabel(text.fields.email, { exact: true }).fill(agent.email);
    await d.getByLabel(text.fields.role).selectOption({ label: agent.role });
    await d.getByRole('button', { name: text.agents.addSubmit }).click();
  }

  async openEdit(name: string) {
    await this.page.getByRole('button', { name: fill(text.agents.editLabel, { name }) }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: fill(text.agents.removeLabel, { name }) }).click();
    await this.dialog().getByRole('button', { name: text.agents.removeSubmit }).click();
  }
}
