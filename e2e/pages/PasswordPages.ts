import type { Page } from '@playwright/test';
import { text } from './text.ts';

/** "Forgot password?" (ask for a link) and the link's page (set a new password). */
export class PasswordPages {
  constructor(readonly page: Page) {}

  async requestReset(email: string) {
    await this.page.getByLabel(text.fields.email, { exact: true }).fill(email);
    await this.page.getByRole('button', { name: text.forgotPassword.submit }).click();
  }

  async setNewPassword(password: string, confirmation = password) {
    await this.page.getByRole('heading', { name: text.resetPassword.title }).waitFor();
    await this.page.getByLabel(text.fields.newPassword).fill(password);
    await this.page.getByLabel(text.fields.confirmPassword).fill(confirmation);
    await this.page.getByRole('button', { name: text.resetPassword.submit }).click();
  }
}
