/**
 * Who is in the demo: the support team of "Lumen Home" (smart lighting sold online, with a "Lumen Plus"
 * app subscription) and the raw material for its customers. Every address is on a reserved
 * `.example` domain and every phone number is made up.
 */

export const DEMO_ACCOUNT_NAME = 'Lumen Home (demo)';
export const DEMO_DOMAIN = 'lumenhome.example';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;
/** Printed by `npm run demo` and in the README; every demo agent signs in with it too. */
export const DEMO_PASSWORD = 'demo-password-2024';

export type TTeamKey = 'billing' | 'tech' | 'orders';
export type TInboxKey = 'web' | 'email' | 'app' | 'sms';

export interface TDemoAgent {
  key: string;
  name: string;
  email: string;
  role: 'administrator' | 'agent';
  teams: TTeamKey[];
  inboxes: TInboxKey[];
  availability: 'online' | 'busy' | 'offline';
}

const agent = (
  key: string,
  name: string,
  teams: TTeamKey[],
  inboxes: TInboxKey[],
  availability: TDemoAgent['availability'],
): TDemoAgent => ({
  key,
  name,
  email: `${key}@${DEMO_DOMAIN}`,
  role: 'agent',
  teams,
  inboxes,
  availability,
});

export const DEMO_ADMIN: TDemoAgent = {
  key: 'olivia',
  name: 'Olivia Bennett',
  email: DEMO_ADMIN_EMAIL,
  role: 'administrator',
  teams: ['billing', 'tech', 'orders'],
  inboxes: ['web', 'email', 'app', 'sms'],
  availability: 'online',
};

export const DEMO_AGENTS: TDemoAgent[] = [
  agent('liam', 'Liam Carter', ['tech'], ['web', 'email', 'app'], 'online'),
  agent('sofia', 'Sofia Ramirez', ['billing'], ['web', 'email', 'sms'], 'online'),
  agent('noah', 'Noah Kim', ['orders'], ['web', 'email', 'sms', 'app'], 'busy'),
  agent('amara', 'Amara Okafor', ['tech'], ['web', 'email', 'app'], 'online'),
  agent('hannah', 'Hannah Schmidt', ['billing', 'orders'], ['email', 'sms', 'web'], 'offline'),
  agent('ethan', 'Ethan Brooks', ['orders'], ['web', 'sms', 'email'], 'online'),
  agent('priya', 'Priya Nair', ['tech', 'billing'], ['web', 'app', 'email'], 'busy'),
];

/** Lists written as text: whitespace-separated words, or one item per line. */
const words = (text: string) => text.trim().split(/\s+/);
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const FIRST_NAMES = words(`
  James Emma Mateo Aisha Lucas Chloe Daniel Mia Arjun Grace Oliver Zoe Samuel Isabella Kenji Fatima
  Leo Hannah Marcus Nora Ravi Elena Tom Sophie Diego Amelia Kwame Laura Jonas Yuki Ben Clara Omar
  Freya Ivan Lily Hugo Ava Malik Ines Peter Sara Chen Julia Rafael Maya Finn Leila George Anna Tariq
  Emily Noel Priyanka Felix Rosa Adam Naomi
`);

export const LAST_NAMES = words(`
  Thompson Garcia Nguyen Müller Rossi Patel O'Brien Kowalski Andersen Silva Tanaka Dubois Mensah
  Johnson Fischer Martin Hughes Lopez Khan Walsh Novak Bakker Moreau Schultz Reyes Costa Lindqvist
  Adeyemi Murphy Sato Haddad Brennan Ivanova Clarke Yilmaz Fernandes Park Larsen Romero Evans
`);

export interface TCity {
  city: string;
  country: string;
  countryCode: string;
  /** Makes a made-up E.164 number from a running number. */
  phone: (n: number) => string;
}

const pad = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
const us = (area: number) => (n: number) => `+1${area}555${pad(1000 + n, 4)}`;

export const CITIES: TCity[] = [
  { city: 'Austin', country: 'United States', countryCode: 'US', phone: us(512) },
  { city: 'Seattle', country: 'United States', countryCode: 'US', phone: us(206) },
  { city: 'Chicago', country: 'United States', countryCode: 'US', phone: us(312) },
  { city: 'Denver', country: 'United States', countryCode: 'US', phone: us(303) },
  { city: 'Boston', country: 'United States', countryCode: 'US', phone: us(617) },
  { city: 'Portland', country: 'United States', countryCode: 'US', phone: us(503) },
  { city: 'Atlanta', country: 'United States', countryCode: 'US', phone: us(404) },
  { city: 'Toronto', country: 'Canada', countryCode: 'CA', phone: us(416) },
  { city: 'Vancouver', country: 'Canada', countryCode: 'CA', phone: us(604) },
  { city: 'London', country: 'United Kingdom', countryCode: 'GB', phone: (n) => `+447700900${pad(n, 3)}` },
  { city: 'Manchester', country: 'United Kingdom', countryCode: 'GB', phone: (n) => `+447700900${pad(n + 500, 3)}` },
  { city: 'Dublin', country: 'Ireland', countryCode: 'IE', phone: (n) => `+35385010${pad(n, 4)}` },
  { city: 'Berlin', country: 'Germany', countryCode: 'DE', phone: (n) => `+4915100${pad(n, 5)}` },
  { city: 'Munich', country: 'Germany', countryCode: 'DE', phone: (n) => `+4915200${pad(n, 5)}` },
  { city: 'Amsterdam', country: 'Netherlands', countryCode: 'NL', phone: (n) => `+316100${pad(n, 5)}` },
  { city: 'Paris', country: 'France', countryCode: 'FR', phone: (n) => `+336100${pad(n, 5)}` },
  { city: 'Barcelona', country: 'Spain', countryCode: 'ES', phone: (n) => `+346100${pad(n, 5)}` },
  { city: 'Sydney', country: 'Australia', countryCode: 'AU', phone: (n) => `+61491570${pad(n, 3)}` },
  { city: 'Melbourne', country: 'Australia', countryCode: 'AU', phone: (n) => `+61491571${pad(n, 3)}` },
  { city: 'Bengaluru', country: 'India', countryCode: 'IN', phone: (n) => `+9198450${pad(n, 5)}` },
  { city: 'Singapore', country: 'Singapore', countryCode: 'SG', phone: (n) => `+659100${pad(n, 4)}` },
];

export const COMPANIES = lines(`
  Copperleaf Café
  Northpeak Dental
  Brightwave Studio
  Harbor & Finch
  Tidewater Yoga
  Kestrel Architects
  Bluebird Bakery
  Oakline Interiors
  Summit Physio
  Pinecrest Realty
  Redwood Co-working
  Foxglove Florist
  Atlas Logistics
  Meridian Hotels
  Cedar & Stone
  Lighthouse Books
  Nimbus Software
  Greenhouse Kitchen
  Quarry Fitness
  Willow Pediatrics
`);

export const PERSONAL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example'] as const;

export const BIOS = [
  'Bought the starter kit for a new apartment.',
  'Runs a small studio with 30+ Lumen bulbs.',
  'Early Lumen Plus subscriber, loves automations.',
  'Interior designer who orders for clients.',
  'Home-automation hobbyist, uses the API.',
  'Facilities manager for two offices.',
] as const;
