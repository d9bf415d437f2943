// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTestProvider, membership } from '../../test/AccountTestProvider.tsx';
import { FeatureGate } from './FeatureGate.tsx';
import { PermissionGate } from './PermissionGate.tsx';

afterEach(cleanup);

describe('FeatureGate', () => {
  it('shows its content only when the account has the feature', () => {
    render(
      <AccountTestProvider features={{ help_center: true, sla: false }}>
        <FeatureGate feature="help_center">
          <span>portals</span>
        </FeatureGate>
        <FeatureGate feature="sla" fallback={<span>upgrade</span>}>
          <span>sla</span>
        </FeatureGate>
        <FeatureGate feature="response_bot">
          <span>bot</span>
        </FeatureGate>
      </AccountTestProvider>,
    );
    expect(screen.getByText('portals')).toBeTruthy();
    expect(screen.queryByText('sla')).toBeNull();
    expect(screen.getByText('upgrade')).toBeTruthy();
    expect(screen.queryByText('bot')).toBeNull();
  });
});

describe('PermissionGate', () => {
  it('shows its content when the member holds one of the permissions', () => {
    render(
      <AccountTestProvider account={membership({ role: 'agent' })}>
        <PermissionGate permissions={['administrator']} fallback={<span>nope</span>}>
          <span>admin</span>
        </PermissionGate>
        <PermissionGate permissions={['administrator', 'agent']}>
          <span>team</span>
        </PermissionGate>
      </AccountTestProvider>,
    );
    expect(screen.queryByText('admin')).toBeNull();
    expect(screen.getByText('nope')).toBeTruthy();
    expect(screen.getByText('team')).toBeTruthy();
  });

  it('follows a custom role, which replaces the agent role', () => {
    render(
      <AccountTestProvider
        account={membership({
          role: 'agent',
          custom_role_id: 2,
          custom_role: { id: 2, name: 'Analyst', permissions: ['report_manage'] },
        })}
      >
        <PermissionGate permissions={['administrator', 'report_manage']}>
          <span>reports</span>
        </PermissionGate>
        <PermissionGate permissions={['agent']}>
          <span>inbox</span>
        </PermissionGate>
      </AccountTestProvider>,
    );
    expect(screen.getByText('reports')).toBeTruthy();
    expect(screen.queryByText('inbox')).toBeNull();
  });
});
