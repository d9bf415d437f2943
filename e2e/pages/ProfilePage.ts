import { expect, type Page } from '@playwright/test';
import { text } from './text.ts';

export class ProfilePage {
  constructor(readonly page: Page) {}

  readonly section = (title: string) => this.page.getByRole('region', { name: title });
  readonly token = () => this.page.getByRole('textbox', { name: text.profile.tokenLabel });

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/profile\/settings$/);
    await expect(this.page.getByRole('heading', { level: 1, name: text.profile.title })).toBeVisible();
  }

  async rename(fullName: string) {
    const s = this.section(text.profile.personalTitle);
    await s.getByLabel(text.fields.fullName).fill(fullName);
    await s.getByRole('button', { name: text.common.save }).click();
  }

  async changePassword(current: string, next: string) {
    const s = this.section(text.profile.passwordTitle);
    await s.getByLabel(text.fields.currentPassword).fill(current);
    await s.getByLabel(text.fields.newPassword).fill(next);
    await s.getByLabel(text.fields.confirmPassword).fill(next);
    await s.getByRole('button', { name: text.profile.passwordSubmit }).click();
  }

  async uploadAvatar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(text.profile.avatarUpload).setInputFiles(file);
  }
}
