import type { TCreateCannedResponseRequest } from '../../common/contracts/cannedResponses.ts';
import type { TCreateLabelRequest } from '../../common/contracts/labels.ts';
import { DEMO_DOMAIN, type TInboxKey, type TTeamKey } from './demo.people.ts';

/** The account's settings-level objects: labels, teams, inboxes, attributes, canned responses, saved filters. */

export const DEMO_LABELS: (TCreateLabelRequest & { title: TLabelTitle })[] = [
  { title: 'billing', description: 'Charges, invoices and subscriptions', color: '#1F93FF', show_on_sidebar: true },
  { title: 'shipping', description: 'Deliveries, tracking and customs', color: '#F59E0B', show_on_sidebar: true },
  { title: 'refund', description: 'Returns, refunds and exchanges', color: '#EF4444', show_on_sidebar: true },
  { title: 'login-issue', description: 'Sign-in, passwords and 2FA', color: '#8B5CF6', show_on_sidebar: true },
  { title: 'bug', description: 'Something in the app or firmware is broken', color: '#DC2626', show_on_sidebar: true },
  { title: 'vip', description: 'Business plan and high-value customers', color: '#10B981', show_on_sidebar: true },
  { title: 'feature-request', description: 'Ideas from customers', color: '#0EA5E9', show_on_sidebar: false },
  { title: 'sales-lead', description: 'Bulk orders and partnerships', color: '#EC4899', show_on_sidebar: false },
];
export type TLabelTitle =
  'billing' | 'shipping' | 'refund' | 'login-issue' | 'bug' | 'vip' | 'feature-request' | 'sales-lead';

export const DEMO_TEAMS: { key: TTeamKey; name: string; description: string }[] = [
  { key: 'billing', name: 'Billing & Payments', description: 'Charges, invoices, refunds and Lumen Plus plans' },
  { key: 'tech', name: 'Technical Support', description: 'Pairing, the hub, the app and firmware' },
  { key: 'orders', name: 'Orders & Shipping', description: 'Deliveries, returns, exchanges and bulk orders' },
];

export const DEMO_SMS_NUMBER = '+14155550182';

/** POST /inboxes bodies (the SMS inbox is created through the Twilio channel endpoint). */
export const DEMO_INBOXES: { key: Exclude<TInboxKey, 'sms'>; body: Record<string, unknown> }[] = [
  {
    key: 'web',
    body: {
      name: 'Website Chat',
      greeting_enabled: true,
      greeting_message: 'Hi there! Ask us anything about your lights, orders or Lumen Plus.',
      csat_survey_enabled: true,
      channel: {
        type: 'web_widget',
        website_url: `https://www.${DEMO_DOMAIN}`,
        widget_color: '#F97316',
        welcome_title: 'Hi there!',
        welcome_tagline: 'We usually reply within a few minutes, 8am–8pm every day.',
      },
    },
  },
  { key: 'email', body: { name: 'Support Email', channel: { type: 'email', email: `support@${DEMO_DOMAIN}` } } },
  { key: 'app', body: { name: 'Mobile App', channel: { type: 'api' } } },
];

/** The Twilio SMS inbox: credentials are placeholders, and the demo never sends through them while seeding. */
export const DEMO_TWILIO = {
  twilio_channel: {
    name: 'SMS (Twilio)',
    medium: 'sms',
    account_sid: 'AC00000000000000000000000000demo',
    auth_token: 'demo-auth-token-not-real',
    phone_number: DEMO_SMS_NUMBER,
  },
};

export const DEMO_CONTACT_ATTRIBUTES = [
  {
    attribute_display_name: 'Plan',
    attribute_key: 'plan',
    attribute_display_type: 'list',
    attribute_model: 'contact_attribute',
    attribute_values: ['Free', 'Plus', 'Business'],
    attribute_description: 'The Lumen Plus plan of the customer',
  },
  {
    attribute_display_name: 'Customer since',
    attribute_key: 'customer_since',
    attribute_display_type: 'date',
    attribute_model: 'contact_attribute',
  },
  {
    attribute_display_name: 'Lifetime value',
    attribute_key: 'lifetime_value',
    attribute_display_type: 'currency',
    attribute_model: 'contact_attribute',
  },
  {
    attribute_display_name: 'Devices',
    attribute_key: 'device_count',
    attribute_display_type: 'number',
    attribute_model: 'contact_attribute',
  },
  {
    attribute_display_name: 'Newsletter',
    attribute_key: 'newsletter',
    attribute_display_type: 'checkbox',
    attribute_model: 'contact_attribute',
  },
  {
    attribute_display_name: 'Order number',
    attribute_key: 'order_number',
    attribute_display_type: 'text',
    attribute_model: 'conversation_attribute',
  },
  {
    attribute_display_name: 'App platform',
    attribute_key: 'platform',
    attribute_display_type: 'list',
    attribute_model: 'conversation_attribute',
    attribute_values: ['iOS', 'Android', 'Web'],
  },
];

export const DEMO_CANNED_RESPONSES: TCreateCannedResponseRequest[] = [
  {
    short_code: 'hello',
    content: 'Hi {{contact.name}}, thanks for reaching out to Lumen Home! Let me take a look at this for you.',
  },
  {
    short_code: 'refund-policy',
    content:
      'You can return any Lumen product within 30 days of delivery for a full refund. Refunds go back to the original payment method within 5–7 business days after the return arrives at our warehouse.',
  },
  {
    short_code: 'shipping-times',
    content:
      'Standard shipping takes 3–5 business days in the US and 5–10 internationally. Express orders placed before 2pm ship the same day.',
  },
  {
    short_code: 'reset-password',
    content:
      'You can reset your password at https://app.lumenhome.example/reset. The link in the email is valid for 2 hours — please check your spam folder if it does not arrive within a few minutes.',
  },
  {
    short_code: 'hub-reset',
    content:
      'To reset the Lumen Hub: hold the button on the back for 10 seconds until the light blinks amber, then add it again from Settings → Devices → Add hub in the app.',
  },
  {
    short_code: 'invoice',
    content:
      'You can download every invoice from Account → Billing → Invoices in the app or on the web. Let me know if you need the company name or VAT number added.',
  },
  {
    short_code: 'thanks',
    content: 'Glad we could help! I will close this conversation now — just reply here if anything else comes up.',
  },
  {
    short_code: 'escalate',
    content:
      'I have passed this on to our engineering team with all the details. We will update you here as soon as we hear back, usually within one business day.',
  },
];

/** Saved conversation folders of the administrator. */
export const DEMO_FOLDERS = [
  {
    name: 'Urgent & high priority',
    type: 'conversation',
    query: {
      payload: [
        { attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'and' },
        { attribute_key: 'priority', filter_operator: 'equal_to', values: ['urgent', 'high'], query_operator: null },
      ],
    },
  },
  {
    name: 'Refunds to process',
    type: 'conversation',
    query: {
      payload: [
        { attribute_key: 'labels', filter_operator: 'equal_to', values: ['refund'], query_operator: 'and' },
        { attribute_key: 'status', filter_operator: 'equal_to', values: ['open', 'pending'], query_operator: null },
      ],
    },
  },
];

/** Saved contact segments of the administrator. */
export const DEMO_SEGMENTS = [
  {
    name: 'Business plan customers',
    type: 'contact',
    query: {
      payload: [
        {
          attribute_key: 'plan',
          filter_operator: 'equal_to',
          values: ['Business'],
          query_operator: null,
          attribute_model: 'customer_attributes',
        },
      ],
    },
  },
];
