import type { TInboxKey } from './demo.people.ts';
import type { TRandom } from './demo.random.ts';
import type { TScript } from './demo.scripts.ts';

type TRange = readonly [number, number];

/** Reply delays in minutes: chat is quick, email slow, SMS in between. */
export const delays = (inbox: TInboxKey): { firstResponse: TRange; agent: TRange; customer: TRange; nudge: TRange } => {
  switch (inbox) {
    case 'web':
    case 'app':
      return { firstResponse: [1, 25], agent: [1, 20], customer: [1, 15], nudge: [5, 40] };
    case 'sms':
      return { firstResponse: [5, 90], agent: [3, 60], customer: [2, 120], nudge: [30, 180] };
    case 'email':
      return { firstResponse: [30, 420], agent: [20, 300], customer: [30, 720], nudge: [240, 900] };
  }
};

/** Recent conversations are mostly still open; older ones mostly resolved. */
export const statusFor = (rng: TRandom, ageDays: number) =>
  rng.weighted(
    ageDays < 2
      ? ([
          ['open', 60],
          ['pending', 12],
          ['snoozed', 8],
          ['resolved', 20],
        ] as const)
      : ageDays < 7
        ? ([
            ['open', 45],
            ['pending', 12],
            ['snoozed', 10],
            ['resolved', 33],
          ] as const)
        : ageDays < 20
          ? ([
              ['open', 18],
              ['pending', 6],
              ['snoozed', 5],
              ['resolved', 71],
            ] as const)
          : ([
              ['open', 5],
              ['pending', 2],
              ['snoozed', 1],
              ['resolved', 92],
            ] as const),
  );

/** A teammate answering the note that mentioned them. */
export const TEAMMATE_REPLIES = [
  'On it.',
  'Done — approved.',
  'Checked, all good from my side.',
  'Thanks for the heads-up, I have taken care of it.',
  'Yes, go ahead.',
  'Looking into it now, will update here.',
] as const;

/** A customer writing again days after the conversation was resolved. */
export const REOPENINGS = [
  'Hi again — unfortunately the same problem is back since this morning.',
  'Sorry to bother you again, but it happened a second time.',
  'Hello, following up on this: it worked for a few days but now it does not.',
] as const;

const BROWSERS = [
  { browser_name: 'Chrome', browser_version: '126.0', platform_name: 'Windows', platform_version: '10' },
  { browser_name: 'Safari', browser_version: '17.5', platform_name: 'macOS', platform_version: '14.5' },
  { browser_name: 'Chrome', browser_version: '126.0', platform_name: 'Android', platform_version: '14' },
  { browser_name: 'Safari', browser_version: '17.5', platform_name: 'iOS', platform_version: '17.5' },
  { browser_name: 'Firefox', browser_version: '127.0', platform_name: 'Linux', platform_version: '' },
  { browser_name: 'Edge', browser_version: '126.0', platform_name: 'Windows', platform_version: '11' },
] as const;
const PAGES = ['', 'shop/aura-bulbs', 'help/pairing', 'pricing', 'account/orders', 'shop/halo-floor-lamp', 'plus'];

/** What the channel knows about the conversation (browser, page, subject) and its custom attributes. */
export const conversationAttributes = (
  rng: TRandom,
  inbox: TInboxKey,
  script: TScript,
  values: Record<string, string>,
  start: number,
) => {
  const additional: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  const subject = rng.pick(script.subjects).replace(/\{(\w+)\}/g, (w, k: string) => values[k] ?? w);
  if (inbox === 'web') {
    additional.browser = { ...rng.pick(BROWSERS), device_name: 'Unknown' };
    additional.referer = `https://www.lumenhome.example/${rng.pick(PAGES)}`;
    additional.browser_language = 'en';
    additional.initiated_at = { timestamp: new Date(start).toUTCString() };
  }
  if (inbox === 'email') additional.mail_subject = subject;
  if (inbox === 'app') custom.platform = script.key === 'android-crash' ? 'Android' : rng.pick(['iOS', 'Android']);
  const mentionsOrder = [...script.opening, ...script.turns.flatMap((t) => t.say)].some((l) => l.includes('{order}'));
  if (mentionsOrder && values.order) custom.order_number = values.order;
  return { additional, custom };
};
