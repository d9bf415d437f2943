import type { TLabelTitle } from './demo.catalog.ts';
import { BIOS, CITIES, COMPANIES, FIRST_NAMES, LAST_NAMES, PERSONAL_DOMAINS, type TCity } from './demo.people.ts';
import type { TRandom } from './demo.random.ts';

export const DEMO_CONTACT_COUNT = 150;

export interface TContactPlan {
  index: number;
  first: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  city: TCity;
  labels: TLabelTitle[];
  plan: 'Free' | 'Plus' | 'Business';
  /** Days before now the contact first appeared (their conversations come later). */
  createdDaysAgo: number;
  /** The POST /contacts body. */
  body: Record<string, unknown>;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const isoDay = (daysAgo: number, now: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** ~150 customers with names, emails, phones, companies, cities, labels and custom attributes. */
export const planContacts = (rng: TRandom, now: number): TContactPlan[] => {
  const used = new Set<string>();
  const contacts: TContactPlan[] = [];
  for (let index = 0; index < DEMO_CONTACT_COUNT; index++) {
    let first = rng.pick(FIRST_NAMES);
    let last = rng.pick(LAST_NAMES);
    while (used.has(`${first} ${last}`)) {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    }
    used.add(`${first} ${last}`);
    const name = `${first} ${last}`;
    const city = rng.pick(CITIES);
    const company = rng.chance(0.4) ? rng.pick(COMPANIES) : null;
    const domain = company && rng.chance(0.7) ? `${slug(company)}.example` : rng.pick(PERSONAL_DOMAINS);
    const local = rng.pick([`${slug(first)}.${slug(last)}`, `${slug(first)}${slug(last)[0] ?? ''}`, slug(first)]);
    const candidate = `${local}@${domain}`;
    const email = rng.chance(0.93) ? (used.has(candidate) ? `${local}${index}@${domain}` : candidate) : null;
    if (email) used.add(email);
    const phone = !email || rng.chance(0.7) ? city.phone(index) : null;
    const plan = rng.weighted([
      ['Free', 5],
      ['Plus', 4],
      ['Business', company ? 3 : 0.3],
    ] as const);
    const labels: TLabelTitle[] = [];
    if (plan === 'Business' || rng.chance(0.05)) labels.push('vip');
    if (company && rng.chance(0.15)) labels.push('sales-lead');
    if (rng.chance(0.06)) labels.push('feature-request');
    const createdDaysAgo = rng.int(5, 420);
    const customAttributes: Record<string, unknown> = {
      plan,
      customer_since: isoDay(createdDaysAgo, now),
      lifetime_value: plan === 'Free' ? rng.int(20, 250) : rng.int(150, plan === 'Business' ? 9000 : 1200),
      device_count: rng.int(1, plan === 'Business' ? 80 : 14),
    };
    if (rng.chance(0.6)) customAttributes.newsletter = rng.chance(0.7);
    const additional: Record<string, unknown> = {
      city: city.city,
      country: city.country,
      country_code: city.countryCode,
    };
    if (company) additional.company_name = company;
    if (rng.chance(0.3)) additional.description = rng.pick(BIOS);
    contacts.push({
      index,
      first,
      name,
      email,
      phone,
      company,
      city,
      labels,
      plan,
      createdDaysAgo,
      body: {
        name,
        email,
        phone_number: phone,
        additional_attributes: additional,
        custom_attributes: customAttributes,
      },
    });
  }
  return contacts;
};
