import { describe, expect, it } from 'vitest';
import type { TLabel } from '../../../common/contracts/labels.ts';
import type { TTeam } from '../../../common/contracts/teams.ts';
import type { TInboxSummary } from './menuSections.ts';
import { customViewLinks, inboxLinks, labelLinks, taggedContactLinks, teamLinks } from './menuSections.ts';

const label = (id: number, title: string, show_on_sidebar = true): TLabel => ({
  id,
  title,
  description: null,
  color: '#ff0000',
  show_on_sidebar,
});
const team = (id: number, name: string, is_member: boolean): TTeam => ({
  id,
  name,
  description: null,
  allow_auto_assign: true,
  account_id: 5,
  is_member,
});

/** The summary fields as the server sends them for a channel without them ('' rather than absent). */
const inbox = (id: number, name: string, channel_type: string, over: Partial<TInboxSummary> = {}): TInboxSummary => ({
  id,
  name,
  channel_type,
  provider: '',
  medium: '',
  reauthorization_required: false,
  avatar_url: '',
  ...over,
});

describe('secondary sidebar sections', () => {
  it('sorts inboxes by name, case-insensitively, with channel icons and a reauthorisation warning', () => {
    const links = inboxLinks(5, [
      inbox(1, 'website', 'Channel::WebWidget'),
      inbox(2, 'Billing mail', 'Channel::Email', { reauthorization_required: true }),
      inbox(3, 'api', 'Channel::Api'),
      inbox(4, 'WhatsApp', 'Channel::TwilioSms', { medium: 'whatsapp' }),
    ]);
    expect(links.map((l) => l.label)).toEqual(['api', 'Billing mail', 'website', 'WhatsApp']);
    expect(links.map((l) => l.icon)).toEqual(['code', 'mail', 'globe', 'whatsapp']);
    expect(links.map((l) => Boolean(l.warning))).toEqual([false, true, false, false]);
    expect(links[0]?.to).toBe('/accounts/5/inbox/3');
  });

  it('lists sidebar labels as label/{title} and tagged contacts as labels/{title}/contacts', () => {
    const labels = [label(1, 'vip'), label(2, 'hidden', false), label(3, 'Billing')];
    expect(labelLinks(5, labels).map((l) => [l.label, l.to, l.color])).toEqual([
      ['Billing', '/accounts/5/label/Billing', '#ff0000'],
      ['vip', '/accounts/5/label/vip', '#ff0000'],
    ]);
    expect(taggedContactLinks(5, labels).map((l) => l.to)).toEqual([
      '/accounts/5/labels/Billing/contacts',
      '/accounts/5/labels/vip/contacts',
    ]);
  });

  it("lists the member's teams as team/{id}", () => {
    expect(teamLinks(5, [team(1, 'Sales', true), team(2, 'Ops', false), team(3, 'billing', true)])).toMatchObject([
      { label: 'billing', to: '/accounts/5/team/3' },
      { label: 'Sales', to: '/accounts/5/team/1' },
    ]);
  });

  it('links folders and segments to their custom views', () => {
    expect(customViewLinks(5, [{ id: 9, name: 'Urgent' }], 'folder')[0]?.to).toBe('/accounts/5/custom_view/9');
    expect(customViewLinks(5, [{ id: 9, name: 'Leads' }], 'segment')[0]?.to).toBe('/accounts/5/contacts/custom_view/9');
  });
});
