// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, testI18n } from '../../test/testI18n.ts';
import { MetricCard } from './MetricCard.tsx';
import { emptyReason } from './ReportMetrics.tsx';

beforeAll(testI18n);
afterEach(cleanup);

describe('MetricCard', () => {
  it('says the change in words, coloured by whether it is good', () => {
    render(<MetricCard label="Conversations" value={15} previous={10} />);
    const up = screen.getByText('↑ 50% more than the previous period');
    expect(up.className).toContain('text-green-700');
    cleanup();
    render(<MetricCard label="First response time" value={3900} previous={1950} kind="time" lowerIsBetter />);
    expect(screen.getByText('1h 5m')).toBeTruthy();
    expect(screen.getByText('↑ 100% more than the previous period').className).toContain('text-red-700');
  });

  it('has no percentage without a previous figure, and opens its drill-down as a button', () => {
    const onOpen = vi.fn();
    render(<MetricCard label="Conversations" value={3} previous={0} onOpen={onOpen} />);
    expect(screen.getByText(en.reportsPage.change.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Conversations/ }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows a dash and why, never a zero, when there is nothing to average', () => {
    render(<MetricCard label="Resolution time" value={0} previous={0} kind="time" empty="No resolutions yet" />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('No resolutions yet')).toBeTruthy();
    expect(screen.getByText(en.reportsPage.noData.value).className).toContain('sr-only');
    expect(screen.queryByText('0s')).toBeNull();
    expect(screen.queryByText(en.reportsPage.change.none)).toBeNull();
  });

  it('calls an average empty only when it is zero over nothing', () => {
    const none = {
      conversations_count: 1,
      incoming_messages_count: 1,
      outgoing_messages_count: 0,
      avg_first_response_time: 0,
      avg_resolution_time: 0,
      resolutions_count: 0,
      reply_time: 0,
    };
    expect(emptyReason('avg_resolution_time', none)).toBe('noResolutions');
    expect(emptyReason('avg_first_response_time', none)).toBe('noReplies');
    expect(emptyReason('reply_time', none)).toBe('noReplies');
    expect(emptyReason('resolutions_count', none)).toBeNull();
    expect(emptyReason('conversations_count', { ...none, conversations_count: 0 })).toBeNull();
    // A real figure is never hidden, whatever the counts say.
    expect(emptyReason('avg_first_response_time', { ...none, avg_first_response_time: 60 })).toBeNull();
    expect(emptyReason('avg_resolution_time', { ...none, resolutions_count: 2 })).toBeNull();
  });
});
