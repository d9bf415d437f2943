// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ToastProvider.tsx';
import { AccountTestProvider } from '../../test/AccountTestProvider.tsx';
import { en, testI18n } from '../../test/testI18n.ts';
import { ArticleReorderList } from './ArticleReorderList.tsx';
import type { TArticle } from './helpCenterTypes.ts';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const a = en.helpCenter.articles;
const article = (id: number, title: string) => ({ id, title, status: 'published', views: 0 }) as TArticle;
const fill = (s: string, v: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? '');

const renderList = () =>
  render(
    <AccountTestProvider>
      <ToastProvider>
        <MemoryRouter>
          <ArticleReorderList
            articles={[article(11, 'First'), article(12, 'Second'), article(13, 'Third')]}
            portalSlug="acme"
            locale="en"
            categorySlug="start"
          />
        </MemoryRouter>
      </ToastProvider>
    </AccountTestProvider>,
  );

const titles = () =>
  within(screen.getByRole('list', { name: a.orderLabel }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('a')?.textContent);

describe('article reorder', () => {
  it('moves by keyboard buttons, shows the order at once and posts positions_hash with the category', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: fill(a.moveUp, { title: 'First' }) }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: fill(a.moveUp, { title: 'Third' }) }));
    expect(titles()).toEqual(['First', 'Third', 'Second']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/accounts/7/portals/acme/articles/reorder');
    expect(JSON.parse(init.body as string)).toEqual({
      category_slug: 'start',
      positions_hash: { '11': 1, '13': 2, '12': 3 },
    });
  });

  it('puts the order back when the server refuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"nope"}', { status: 422 }))),
    );
    renderList();
    fireEvent.click(screen.getByRole('button', { name: fill(a.moveDown, { title: 'First' }) }));
    expect(titles()).toEqual(['Second', 'First', 'Third']);
    await waitFor(() => expect(titles()).toEqual(['First', 'Second', 'Third']));
  });
});
