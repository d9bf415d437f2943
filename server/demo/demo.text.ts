import type { TRandom } from './demo.random.ts';
import { COMPANIES, type TInboxKey } from './demo.people.ts';

/** Fills a script line's `{placeholders}` for one conversation and shapes it for the channel. */

const PRODUCTS = [
  'Aura Smart Bulb (4-pack)',
  'Aura Smart Bulb E14',
  'Lumen Hub v2',
  'Glow Strip 2m',
  'Halo Floor Lamp',
  'Orbit Desk Lamp',
  'Motion Sensor Duo',
  'Dimmer Switch',
  'Starter Kit',
] as const;
const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS', 'Royal Mail'] as const;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const AMOUNTS = ['$49.00', '$79.99', '$129.00', '$24.99', '$199.00', '$59.90', '$9.99', '$119.88'] as const;

export interface TTextPerson {
  first: string;
  name: string;
  email: string | null;
  company: string | null;
  city: string;
}

export const mentionMarkup = (id: number, name: string) =>
  `[@${name}](mention://user/${id}/${encodeURIComponent(name)})`;

export const textValues = (rng: TRandom, person: TTextPerson): Record<string, string> => {
  const [product, product2] = rng.sample(PRODUCTS, 2);
  return {
    first: person.first,
    name: person.name,
    email: person.email ?? `${person.first.toLowerCase()}@example.com`,
    company: person.company ?? rng.pick(COMPANIES),
    city: person.city,
    order: `LH-${rng.int(20_000, 99_999)}`,
    product: product ?? PRODUCTS[0],
    product2: product2 ?? PRODUCTS[1],
    carrier: rng.pick(CARRIERS),
    tracking: `1Z${rng.int(100_000, 999_999)}${rng.int(1000, 9999)}`,
    day: rng.pick(DAYS),
    amount: rng.pick(AMOUNTS),
    last4: String(rng.int(1000, 9999)),
  };
};

/** Replaces `{key}`; `{mention}` becomes `mentionText` (a mention link, or a plain name). */
export const fill = (template: string, values: Record<string, string>, mentionText = '') =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key === 'mention' ? mentionText : (values[key] ?? whole)));

/** Email replies and messages read like emails; chat and SMS stay short. */
export const shapeForChannel = (
  inbox: TInboxKey,
  who: 'customer' | 'agent',
  text: string,
  names: { first: string; agentName: string },
) => {
  if (inbox !== 'email') return text;
  // A line that already opens with a greeting keeps it; others get one.
  const greeted = /^(hi|hello|hey|dear)\b/i.test(text);
  return who === 'customer'
    ? `${greeted ? '' : 'Hi,\n\n'}${text}\n\nThanks,\n${names.first}`
    : `${greeted ? '' : `Hi ${names.first},\n\n`}${text}\n\nBest regards,\n${names.agentName}\nLumen Home Support`;
};
