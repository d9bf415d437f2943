// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { SuggestionList } from './SuggestionList.tsx';

beforeAll(async () => {
  await testI18n();
  // jsdom lays nothing out: the highlighted row's scrollIntoView is a no-op here.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

const items = Array.from({ length: 20 }, (_, i) => ({ key: String(i), label: `Item ${i}` }));

// Spec §2 "Editor": the mention list is at most about 9.75rem high, the agent list 12.5rem; longer lists scroll.
describe('suggestion list height', () => {
  it('caps the mention list (canned responses, variables, emoji) at 9.75rem', () => {
    render(<SuggestionList id="s" items={items} selected={0} onPick={() => undefined} title="Canned" />);
    const list = screen.getByRole('listbox', { name: 'Canned' });
    expect(list.className).toContain('max-h-[9.75rem]');
    expect(list.className).toContain('overflow-y-auto');
  });

  it('caps the agent list of @mentions at 12.5rem', () => {
    render(<SuggestionList id="s" items={items} selected={0} onPick={() => undefined} title="Agents" kind="agents" />);
    expect(screen.getByRole('listbox', { name: 'Agents' }).className).toContain('max-h-[12.5rem]');
  });
});
