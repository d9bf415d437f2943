// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ToastProvider.tsx';
import { recentEvents } from '../../lib/analytics.ts';
import { AccountTestProvider } from '../../test/AccountTestProvider.tsx';
import { en, testI18n } from '../../test/testI18n.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import type { TPortal } from './helpCenterTypes.ts';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const c = en.helpCenter.categories;
const localeOf = (code: string) => ({ code, articles_count: 0, categories_count: 0 });
const portal = {
  id: 1,
  name: 'Acme Help',
  slug: 'acme',
  config: { allowed_locales: [localeOf('ar')], default_locale: 'ar', draft_locales: [] as string[] },
} as TPortal;
const bilingual = {
  ...portal,
  config: { allowed_locales: [localeOf('en'), localeOf('ar')], default_locale: 'en', draft_locales: [] },
};

const renderDialog = (onClose = vi.fn(), of: TPortal = portal) =>
  render(
    <AccountTestProvider>
      <ToastProvider>
        <CategoryDialog portal={of} locale="ar" category={null} onClose={onClose} />
      </ToastProvider>
    </AccountTestProvider>,
  );

const respond = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

// Whole categories as the server sends them (the shared contract checks the list in tests).
const ref = (id: number, name: string, locale: string) => ({ id, name, locale, icon: null, slug: `c-${id}` });
const category = (id: number, name: string, locale: string, related: ReturnType<typeof ref>[] = []) => ({
  ...ref(id, name, locale),
  account_id: 7,
  portal_id: 1,
  description: null,
  position: id,
  associated_category_id: null,
  parent_category_id: null,
  related_categories: related,
  meta: { articles_count: 0 },
});

describe('add category modal', () => {
  it('shows the portal and locale, makes the slug from the name as typed, and wants 2 characters', () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    expect(screen.getByText('Acme Help')).toBeTruthy();
    expect(screen.getByText('Arabic (ar)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'Billing & Refunds' } });
    expect(screen.getByLabelText<HTMLInputElement>(c.slug).value).toBe('billing-refunds');
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: c.create }));
    expect(screen.getByLabelText(c.name).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message as an alert and keeps what was typed", async () => {
    vi.stubGlobal('fetch', respond(409, { code: 'conflict', message: 'Slug has already been taken' }));
    renderDialog();
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'Billing' } });
    fireEvent.click(screen.getByRole('button', { name: c.create }));
    expect((await screen.findByRole('alert')).textContent).toContain('Slug has already been taken');
    expect(screen.getByLabelText<HTMLInputElement>(c.name).value).toBe('Billing');
  });

  it('falls back to the generic error when the server gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500, statusText: '' }))),
    );
    renderDialog();
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'Billing' } });
    fireEvent.click(screen.getByRole('button', { name: c.create }));
    expect((await screen.findByRole('alert')).textContent).toContain(c.addError);
  });

  it('posts name, icon, slug, description and locale, records the analytics event, and closes', async () => {
    const fetchMock = respond(200, { payload: category(3, 'Billing', 'ar') });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'Billing' } });
    fireEvent.change(screen.getByLabelText(c.description), { target: { value: 'Invoices' } });
    fireEvent.click(screen.getByRole('button', { name: c.icon }));
    fireEvent.click(screen.getAllByRole('button', { name: /smile/ })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: c.create }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/accounts/7/portals/acme/categories');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Billing',
      slug: 'billing',
      description: 'Invoices',
      icon: '😄',
      locale: 'ar',
    });
    expect(recentEvents().at(-1)).toEqual({
      name: 'Help Center: Created a category',
      properties: { hasDescription: true },
    });
  });

  it('with several locales, links the new category to its counterpart in another locale', async () => {
    const all = [
      category(1, 'Billing', 'en'),
      // Already has an Arabic counterpart (3): not offered again.
      category(2, 'Account', 'en', [ref(3, 'الحساب', 'ar')]),
      category(3, 'الحساب', 'ar', [ref(2, 'Account', 'en')]),
    ];
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            init?.method === 'POST'
              ? { payload: category(9, 'الفواتير', 'ar', [ref(1, 'Billing', 'en')]) }
              : { payload: all, meta: { current_page: 1, categories_count: 3 } },
          ),
          {
            status: 200,
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderDialog(onClose, bilingual);
    const linked = await screen.findByRole<HTMLSelectElement>('combobox', { name: c.linked });
    await waitFor(() => expect(linked.options.length).toBe(2));
    expect([...linked.options].map((o) => o.text)).toEqual([c.linkedNone, 'Billing — English (en)']);
    fireEvent.change(linked, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(c.name), { target: { value: 'الفواتير' } });
    fireEvent.click(screen.getByRole('button', { name: c.create }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      name: 'الفواتير',
      locale: 'ar',
      associated_category_id: 1,
    });
  });
});
