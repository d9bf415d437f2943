import { DEMO_DOMAIN } from './demo.people.ts';

/**
 * The account's automation and self-service objects (issue 41, item 14): SLA policies, macros, automation
 * rules, an agent bot, webhooks and a help-centre portal. Ids of teams and policies are filled in at seed time.
 */

const HOUR = 3600;

export const DEMO_SLA_POLICIES = {
  priority: {
    name: 'Priority customers',
    description: 'Business plan and urgent conversations: a first answer within 30 minutes, solved within a day.',
    first_response_time_threshold: HOUR / 2,
    next_response_time_threshold: 2 * HOUR,
    resolution_time_threshold: 24 * HOUR,
    only_during_business_hours: false,
  },
  standard: {
    name: 'Standard support',
    description: 'Email and VIP conversations: a first answer within 4 hours, solved within 3 days.',
    first_response_time_threshold: 4 * HOUR,
    next_response_time_threshold: 8 * HOUR,
    resolution_time_threshold: 72 * HOUR,
    only_during_business_hours: false,
  },
} as const;

export const demoMacros = (teams: { billing: number; orders: number }) => [
  {
    name: 'Escalate to Billing',
    visibility: 'global',
    actions: [
      { action_name: 'assign_team', action_params: [teams.billing] },
      { action_name: 'add_label', action_params: ['billing'] },
      { action_name: 'change_priority', action_params: ['high'] },
      {
        action_name: 'add_private_note',
        action_params: ['Escalated to Billing & Payments — please check the invoice history.'],
      },
    ],
  },
  {
    name: 'Start a return',
    visibility: 'global',
    actions: [
      { action_name: 'assign_team', action_params: [teams.orders] },
      { action_name: 'add_label', action_params: ['refund'] },
      {
        action_name: 'send_message',
        action_params: [
          'I have started your return: you will get a prepaid shipping label by email within the hour. The refund follows 5–7 business days after the parcel reaches us.',
        ],
      },
    ],
  },
  {
    name: 'Solved — thank and resolve',
    visibility: 'global',
    actions: [
      { action_name: 'send_message', action_params: ['Glad we could sort this out! Have a bright day. 💡'] },
      { action_name: 'change_status', action_params: ['resolved'] },
    ],
  },
  {
    name: 'Snooze until the customer replies',
    visibility: 'personal',
    actions: [
      { action_name: 'add_private_note', action_params: ['Waiting for the customer to try the steps we sent.'] },
      { action_name: 'snooze_conversation', action_params: [] },
    ],
  },
];

export const demoAutomationRules = (ids: {
  billingTeam: number;
  ordersTeam: number;
  priorityPolicy: number;
  emailInbox: number;
}) => [
  {
    name: 'Refund requests go to Orders & Shipping',
    description: 'A customer message that mentions a refund or a return lands with the team that handles them.',
    event_name: 'message_created',
    conditions: [
      { attribute_key: 'message_type', filter_operator: 'equal_to', values: ['incoming'], query_operator: 'and' },
      { attribute_key: 'content', filter_operator: 'contains', values: ['refund'], query_operator: 'or' },
      { attribute_key: 'content', filter_operator: 'contains', values: ['return'] },
    ],
    actions: [
      { action_name: 'assign_team', action_params: [ids.ordersTeam] },
      { action_name: 'add_label', action_params: ['refund'] },
    ],
    active: true,
  },
  {
    name: 'Urgent conversations get the priority SLA',
    description: 'Whenever a conversation becomes urgent, the 30-minute first-response target applies.',
    event_name: 'conversation_updated',
    conditions: [{ attribute_key: 'priority', filter_operator: 'equal_to', values: ['urgent'] }],
    actions: [{ action_name: 'add_sla', action_params: [ids.priorityPolicy] }],
    active: true,
  },
  {
    name: 'Invoices by email to Billing',
    description: 'New email conversations about invoices or charges go to Billing & Payments.',
    event_name: 'conversation_created',
    conditions: [
      { attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [ids.emailInbox], query_operator: 'and' },
      { attribute_key: 'mail_subject', filter_operator: 'contains', values: ['invoice'] },
    ],
    actions: [
      { action_name: 'assign_team', action_params: [ids.billingTeam] },
      { action_name: 'add_label', action_params: ['billing'] },
    ],
    active: true,
  },
  {
    name: 'Thank customers after resolution (paused)',
    description: 'Sends a short thank-you note when a conversation is resolved. Paused while the survey is tested.',
    event_name: 'conversation_resolved',
    conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['resolved'] }],
    actions: [{ action_name: 'send_message', action_params: ['Thanks for contacting Lumen Home!'] }],
    active: false,
  },
];

/** Not attached to an inbox: its endpoint is made up, and conversations would wait for it. */
export const DEMO_AGENT_BOT = {
  name: 'Lumen Assistant',
  description: 'Answers order-status questions from the website at night and hands over to the team in the morning.',
  outgoing_url: `https://bot.${DEMO_DOMAIN}/helpdesk/webhook`,
  bot_type: 'webhook',
};

export const DEMO_WEBHOOKS = [
  {
    name: 'Order system',
    url: `https://orders.${DEMO_DOMAIN}/hooks/helpdesk`,
    subscriptions: ['conversation_created', 'conversation_status_changed', 'message_created'],
  },
  {
    name: 'Data warehouse',
    url: `https://warehouse.${DEMO_DOMAIN}/ingest/helpdesk`,
    subscriptions: ['contact_created', 'contact_updated', 'conversation_updated'],
  },
];

export const DEMO_PORTAL = {
  name: 'Lumen Home Help',
  slug: 'lumen-help',
  color: '#F97316',
  header_text: 'How can we help you light up your home?',
  page_title: 'Lumen Home Help Center',
  homepage_link: `https://www.${DEMO_DOMAIN}`,
};

type TArticle = { title: string; description: string; content: string; draft?: boolean; views: number };

export const DEMO_HELP_CATEGORIES: { name: string; description: string; icon: string; articles: TArticle[] }[] = [
  {
    name: 'Getting started',
    description: 'Set up your hub and first lights',
    icon: '🚀',
    articles: [
      {
        title: 'Pair a new bulb with the Lumen hub',
        description: 'Add a bulb in three steps from the app.',
        content:
          '<p>Screw in the bulb and switch it on. In the Lumen app, tap <strong>Add device</strong>, then <strong>Bulb</strong>.</p><ol><li>Keep your phone within 3 metres of the hub.</li><li>Wait for the bulb to blink twice.</li><li>Give the bulb a room and a name.</li></ol><p>If the bulb does not blink, switch it off and on five times to reset it.</p>',
        views: 1840,
      },
      {
        title: 'Connect the hub to Wi-Fi',
        description: 'The hub works on 2.4 GHz networks.',
        content:
          '<p>The Lumen hub connects to <strong>2.4 GHz</strong> Wi-Fi only. If your router combines both bands under one name, temporarily turn off 5 GHz while you set the hub up.</p>',
        views: 1215,
      },
      {
        title: 'Invite family members',
        description: 'Share control of your home with up to 10 people.',
        content:
          '<p>Open <strong>Home → Members → Invite</strong> and enter their email. They get full control except billing.</p>',
        views: 402,
      },
    ],
  },
  {
    name: 'Orders & shipping',
    description: 'Delivery times, tracking and returns',
    icon: '📦',
    articles: [
      {
        title: 'Delivery times by country',
        description: 'When your order arrives.',
        content:
          '<p>Orders leave our warehouse within one business day. Delivery takes 2–4 business days in the EU and the UK and 3–6 in the US and Canada.</p>',
        views: 960,
      },
      {
        title: 'Return a product for a refund',
        description: '30 days, free return label.',
        content:
          '<p>You can return any product within 30 days of delivery. Ask us for a prepaid label in the chat; the refund reaches your original payment method 5–7 business days after the parcel arrives.</p>',
        views: 1377,
      },
      {
        title: 'Customs fees outside the EU',
        description: 'Who pays duties and when.',
        content: '<p>Orders shipped outside the EU may be charged import duties by your carrier on delivery.</p>',
        draft: true,
        views: 0,
      },
    ],
  },
  {
    name: 'Billing & Lumen Plus',
    description: 'Plans, invoices and payment methods',
    icon: '💳',
    articles: [
      {
        title: 'Compare Free, Plus and Business plans',
        description: 'What each plan includes.',
        content:
          '<p><strong>Free</strong>: up to 10 devices and 7 days of history. <strong>Plus</strong>: unlimited devices, scenes and 1 year of history. <strong>Business</strong>: several sites, roles and priority support.</p>',
        views: 733,
      },
      {
        title: 'Download your invoices',
        description: 'Every invoice as a PDF.',
        content:
          '<p>Go to <strong>Account → Billing → Invoices</strong> in the app or on the web and tap an invoice to download it.</p>',
        views: 512,
      },
    ],
  },
];

/** What customers write with their rating (most leave none). */
export const DEMO_CSAT_FEEDBACK: Record<number, string[]> = {
  5: ['Super quick, thank you!', 'Solved in minutes, great service.', 'Very friendly and helpful.'],
  4: ['Good help, took a little while.', 'Fixed, thanks.'],
  3: ['It works now but I had to explain twice.'],
  2: ['Took three days to get an answer.'],
  1: ['Still waiting for my refund.'],
};
