import type { Page } from '@playwright/test';
import type { TSignUpRequest } from '../../common/contracts/auth.ts';
import { text } from './text.ts';

export class SignupPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: text.signup.title });
  readonly accountName = () => this.page.getByLabel(text.fields.accountName);
  readonly fullName = () => this.page.getByLabel(text.fields.fullName);
  readonly email = () => this.page.getByLabel(text.fields.workEmail);
  readonly password = () => this.page.getByLabel(text.fields.password, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: text.signup.submit });

  async goto() {
    await this.page.goto('/app/auth/signup');
  }

  async signUp(person: TSignUpRequest) {
    await this.accountName().fill(person.account_name);
    await this.fullName().fill(person.user_full_name);
    await this.email().fill(person.email);
    await this.password().fill(person.password);
    await this.submit().click();
  }
}
