// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { stepStates } from './wizardSteps.ts';
import { WizardSteps } from './WizardSteps.tsx';

beforeAll(testI18n);
afterEach(cleanup);

const steps = [
  { route: 'settings_inbox_new', title: 'Choose channel', body: 'a' },
  { route: 'settings_inboxes_page_channel', title: 'Create inbox', body: 'b' },
  { route: 'settings_inboxes_add_agents', title: 'Add agents', body: 'c' },
  { route: 'settings_inbox_finish', title: 'Done', body: 'd' },
];

describe('wizard steps', () => {
  it('marks steps before the active one completed and after it pending', () => {
    expect(stepStates(steps, 'settings_inboxes_add_agents')).toEqual(['completed', 'completed', 'active', 'pending']);
    expect(stepStates(steps, 'settings_inbox_new')).toEqual(['active', 'pending', 'pending', 'pending']);
  });

  it('leaves every step pending on a route that is not one of them', () => {
    expect(stepStates(steps, 'home')).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('renders a check on completed steps and marks the current one', () => {
    render(<WizardSteps items={steps} currentRoute="settings_inboxes_page_channel" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['completed', 'active', 'pending', 'pending']);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(items[0]?.textContent).toContain('Completed');
  });
});
