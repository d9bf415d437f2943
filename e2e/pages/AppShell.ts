import { expect, type Page } from '@playwright/test';
import { fill, text } from './text.ts';

/** The signed-in frame: primary and secondary sidebars, user menu, account dialogs, banners, toasts. */
export class AppShell {
  constructor(readonly page: Page) {}

  /** The secondary sidebar (account name and the menu of the current group). */
  readonly sidebar = () => this.page.getByRole('complementary');
  /** The primary sidebar's icon links. */
  readonly primaryNav = () => this.page.getByRole('navigation', { name: text.shell.mainNav });
  readonly primaryLink = (key: keyof typeof text.menu.primary) =>
    this.primaryNav().getByRole('link', { name: new RegExp(`^${escapeRegExp(text.menu.primary[key])}$`) });
  readonly mainHeading = () => this.page.getByRole('main').getByRole('heading', { level: 1 });
  readonly userMenuButton = () => this.page.getByRole('button', { name: / user menu$|، قائمة المستخدم$/ });
  readonly menu = () => this.page.getByRole('menu');
  readonly dialog = () => this.page.getByRole('dialog');
  readonly toast = (message: string) => this.page.getByRole('status').filter({ hasText: message });
  readonly emailBanner = () => this.page.getByRole('region', { name: text.banner.emailNotVerified });

  async expectDashboard(accountName?: string) {
    await expect(this.page).toHaveURL(/\/app\/accounts\/\d+\/dashboard$/);
    await expect(this.mainHeading()).toHaveText(text.conversations.views.all);
    await expect(this.page.getByText(text.conversations.pickTitle)).toBeVisible();
    if (accountName) await expect(this.sidebar().getByText(accountName, { exact: true })).toBeVisible();
  }

  accountIdInUrl() {
    const id = /\/accounts\/(\d+)\//.exec(this.page.url())?.[1];
    if (!id) throw new Error(`no account id in ${this.page.url()}`);
    return Number(id);
  }

  async openUserMenu() {
    if (!(await this.menu().isVisible())) await this.userMenuButton().click();
    await expect(this.menu()).toBeVisible();
  }

  /** Picks an appearance or language from the user menu (radio items keep the menu open). */
  async choose(option: string) {
    await this.openUserMenu();
    await this.menu().getByRole('menuitemradio', { name: option }).click();
    await expect(this.menu().getByRole('menuitemradio', { name: option })).toHaveAttribute('aria-checked', 'true');
    await this.page.keyboard.press('Escape');
    await expect(this.menu()).toBeHidden();
  }

  async logout() {
    await this.openUserMenu();
    await this.menu().getByRole('menuitem', { name: text.userMenu.logout }).click();
  }

  async openAccountSelector() {
    await this.openUserMenu();
    await this.menu().getByRole('menuitem', { name: text.userMenu.changeAccount }).click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('heading', { name: text.accountSelector.title })).toBeVisible();
    return this.dialog();
  }

  accountOption(name: string) {
    return this.dialog().getByRole('button', { name: fill(text.accountSelector.open, { name }), exact: true });
  }

  async goToAgents() {
    await this.primaryLink('settings').click();
    await this.sidebar().getByRole('link', { name: text.menu.settings.agents }).click();
    await expect(this.mainHeading()).toHaveText(text.agents.title);
  }

  /** The page's h1 once a navigation settled on the given URL tail. */
  async expectPage(urlTail: RegExp, title: string | RegExp) {
    await expect(this.page).toHaveURL(urlTail);
    await expect(this.mainHeading()).toHaveText(title);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
