import type { TArticle, TCategory, TPortal } from '../../common/contracts/helpCenter.ts';
import type { TMember } from './factories.ts';
import type { TTestContext } from './harness.ts';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

const call = async <T>(t: TTestContext, member: TMember, method: 'POST' | 'PATCH', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, headers: member.headers, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

/** A portal made through the API (the member must be an administrator); unique slug unless given. */
export const buildPortal = (
  t: TTestContext,
  admin: TMember,
  overrides: Partial<{ name: string; slug: string; locales: string[]; custom_domain: string; archived: boolean }> = {},
) => {
  const n = next();
  const locales = overrides.locales ?? ['en'];
  return call<TPortal>(t, admin, 'POST', `/api/v1/accounts/${admin.accountId}/portals`, {
    name: overrides.name ?? `Portal ${n}`,
    slug: overrides.slug ?? `portal-${n}`,
    config: { allowed_locales: locales, default_locale: locales[0] },
    ...(overrides.custom_domain && { custom_domain: overrides.custom_domain }),
    ...(overrides.archived !== undefined && { archived: overrides.archived }),
  });
};

export const buildCategory = async (
  t: TTestContext,
  member: TMember,
  portalSlug: string,
  overrides: Partial<{ name: string; slug: string; locale: string; description: string; icon: string }> = {},
) =>
  (
    await call<{ payload: TCategory }>(
      t,
      member,
      'POST',
      `/api/v1/accounts/${member.accountId}/portals/${portalSlug}/categories`,
      { name: overrides.name ?? `Category ${next()}`, ...overrides },
    )
  ).payload;

export const buildArticle = async (
  t: TTestContext,
  member: TMember,
  portalSlug: string,
  overrides: Partial<{
    title: string;
    slug: string;
    content: string;
    description: string;
    status: 'draft' | 'published' | 'archived';
    category_id: number;
    locale: string;
    meta: { title?: string; description?: string; tags?: string[] };
  }> = {},
) =>
  (
    await call<{ payload: TArticle }>(
      t,
      member,
      'POST',
      `/api/v1/accounts/${member.accountId}/portals/${portalSlug}/articles`,
      { title: overrides.title ?? `Article ${next()}`, content: '<p>Body</p>', status: 'published', ...overrides },
    )
  ).payload;
