import type { Page } from '@playwright/test';
import { text } from './text.ts';

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: text.login.title });
  readonly email = () => this.page.getByLabel(text.fields.email, { exact: true });
  readonly password = () => this.page.getByLabel(text.fields.password, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: text.login.submit, exact: true });
  readonly alert = () => this.page.getByRole('alert');
  readonly forgotPassword = () => this.page.getByRole('link', { name: text.login.forgotPassword });

  async goto() {
    await this.page.goto('/app/login');
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** The language and appearance pickers under the card. */
  async choosePreferences(prefs: { language?: string; appearance?: string }) {
    // Appearance first: once the language changes, the labels are no longer English.
    if (prefs.appearance) await this.page.getByLabel(text.appearance.label).selectOption({ label: prefs.appearance });
    if (prefs.language) await this.page.getByLabel(text.language.label).selectOption({ label: prefs.language });
  }
}
