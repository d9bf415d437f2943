import { describe, expect, it } from 'vitest';
import { buildCommands, filterCommands, type TPaletteConversation, type TPaletteInput } from './paletteCommands.ts';

const text = (key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

const conversation = (over: Partial<TPaletteConversation> = {}): TPaletteConversation => ({
  id: 7,
  status: 'open',
  priority: null,
  labels: ['billing'],
  assigneeId: null,
  ...over,
});

const input = (over: Partial<TPaletteInput> = {}): TPaletteInput => ({
  accountId: 3,
  userId: 11,
  permissions: ['agent'],
  conversation: null,
  macros: [{ id: 5, name: 'Close as spam' }],
  labels: ['billing', 'vip'],
  text,
  built: null,
  ...over,
});

const ids = (i: TPaletteInput) => buildCommands(i).map((c) => c.id);

describe('buildCommands', () => {
  it("offers Captain's actions on an open conversation when the account has Captain", () => {
    const on = buildCommands(input({ conversation: conversation(), captain: true }));
    const captain = on.filter((c) => c.id.startsWith('captain:'));
    expect(captain.map((c) => c.id)).toEqual([
      'captain:fix_spelling_grammar',
      'captain:shorten',
      'captain:expand',
      'captain:make_friendly',
      'captain:make_formal',
      'captain:simplify',
      'captain:summarize',
      'captain:reply_suggestion',
      'captain:follow_up',
      'captain:label_suggestion',
    ]);
    expect(captain[0]).toMatchObject({
      label: 'commandPalette.captain(captainAssist.actions.fix_spelling_grammar)',
      action: { kind: 'captain', action: { task: 'rewrite', operation: 'fix_spelling_grammar' } },
    });
    expect(ids(input({ conversation: conversation(), captain: false })).some((id) => id.startsWith('captain:'))).toBe(
      false,
    );
    expect(ids(input({ captain: true })).some((id) => id.startsWith('captain:'))).toBe(false);
  });

  it('never offers a page that is not built', () => {
    const built = new Set(['home', 'contacts_dashboard']);
    const pages = ids(input({ built })).filter((id) => id.startsWith('page:'));
    expect(pages.sort()).toEqual(['page:contacts_dashboard', 'page:home']);
  });

  it('lists only the pages the role may open, without parameters', () => {
    const agent = ids(input());
    expect(agent).toContain('page:home');
    expect(agent).toContain('page:contacts_dashboard');
    expect(agent).toContain('page:macros_wrapper');
    expect(agent).not.toContain('page:agent_list');
    expect(agent).not.toContain('page:account_overview_reports');
    expect(agent).not.toContain('page:account_suspended');
    expect(agent.some((id) => id.startsWith('page:') && id.includes('conversation_id'))).toBe(false);
    const admin = ids(input({ permissions: ['administrator'] }));
    expect(admin).toContain('page:agent_list');
    expect(admin).toContain('page:account_overview_reports');
  });

  it('gives each page its path in the account', () => {
    const home = buildCommands(input()).find((c) => c.id === 'page:home');
    expect(home?.action).toEqual({ kind: 'navigate', path: '/accounts/3/dashboard' });
    expect(home?.label).toBe('commandPalette.goTo(routes.home)');
  });

  it('offers no conversation actions nor macros without an open conversation', () => {
    const all = buildCommands(input());
    expect(all.every((c) => c.group === 'pages')).toBe(true);
  });

  it('offers the actions that change an open conversation, first', () => {
    const all = buildCommands(input({ conversation: conversation() }));
    expect(all[0]?.id).toBe('conversation:resolve');
    const got = all.map((c) => c.id);
    expect(got).toEqual(
      expect.arrayContaining([
        'conversation:resolve',
        'conversation:snooze',
        'conversation:assignMe',
        'conversation:priority:urgent',
        'conversation:label:vip',
        'macro:5',
      ]),
    );
    // Already open, no priority, already labelled billing: those are no changes.
    expect(got).not.toContain('conversation:reopen');
    expect(got).not.toContain('conversation:priority:none');
    expect(got).not.toContain('conversation:label:billing');
    const macro = all.find((c) => c.id === 'macro:5');
    expect(macro?.action).toEqual({ kind: 'macro', macroId: 5, name: 'Close as spam' });
    expect(macro?.label).toBe('commandPalette.runMacro(Close as spam)');
  });

  it('reopens a resolved conversation and leaves out assigning to oneself when assigned', () => {
    const got = ids(input({ conversation: conversation({ status: 'resolved', assigneeId: 11, priority: 'high' }) }));
    expect(got).toContain('conversation:reopen');
    expect(got).not.toContain('conversation:resolve');
    expect(got).not.toContain('conversation:assignMe');
    expect(got).toContain('conversation:priority:none');
    expect(got).not.toContain('conversation:priority:high');
  });

  it('does not snooze a snoozed conversation again', () => {
    const got = ids(input({ conversation: conversation({ status: 'snoozed' }) }));
    expect(got).not.toContain('conversation:snooze');
    expect(got).toContain('conversation:reopen');
    expect(got).toContain('conversation:resolve');
  });
});

describe('filterCommands', () => {
  const all = buildCommands(input({ conversation: conversation() }));
  it('keeps commands holding every word, in any case and order', () => {
    expect(filterCommands(all, '  SPAM close ').map((c) => c.id)).toEqual(['macro:5']);
    expect(filterCommands(all, 'nothing-like-this')).toEqual([]);
    expect(filterCommands(all, '')).toHaveLength(all.length);
  });
});
