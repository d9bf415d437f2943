// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/testI18n.ts';
import { formatDate } from './dateMath.ts';
import { DateRangePicker, type TDateRangeValue } from './DateRangePicker.tsx';
import { presetRange } from './dateRange.ts';

beforeAll(testI18n);
afterEach(cleanup);

const today = new Date(2026, 2, 31);
const initial: TDateRangeValue = { preset: 'last30days', ...presetRange('last30days', today) };

const openPicker = () => {
  const onChange = vi.fn();
  render(<DateRangePicker value={initial} onChange={onChange} today={today} />);
  fireEvent.click(screen.getByRole('button', { name: /02\/03\/2026 – 31\/03\/2026/ }));
  return onChange;
};
const field = (name: 'Start date' | 'End date') => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('DateRangePicker', () => {
  it('offers the presets and disables typed dates outside custom', () => {
    openPicker();
    const presets = within(screen.getByRole('radiogroup', { name: 'Ranges' })).getAllByRole('radio');
    expect(presets.map((p) => p.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 3 months',
      'Last 6 months',
      'Last year',
      'Custom date range',
    ]);
    expect(field('Start date').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Custom date range' }));
    expect(field('Start date').disabled).toBe(false);
  });

  it('draws two 42-day calendars, start month before end month', () => {
    openPicker();
    const start = screen.getByRole('group', { name: 'Start date' });
    const end = screen.getByRole('group', { name: 'End date' });
    expect(
      within(start)
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-pressed')),
    ).toHaveLength(42);
    expect(within(start).getByText('March')).toBeTruthy();
    expect(within(end).getByText('April')).toBeTruthy();
    fireEvent.click(within(start).getByRole('button', { name: 'Next month' }));
    expect(within(start).getByText('April')).toBeTruthy();
    expect(within(end).getByText('May')).toBeTruthy();
  });

  it('switches to the month and the 10-year views', () => {
    openPicker();
    const start = screen.getByRole('group', { name: 'Start date' });
    fireEvent.click(within(start).getByRole('button', { name: '2026' }));
    const years = within(start)
      .getAllByRole('button')
      .filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
    expect(years.map((b) => b.textContent)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    fireEvent.click(within(start).getByRole('button', { name: '2024' }));
    fireEvent.click(within(start).getByRole('button', { name: 'June' }));
    expect(within(start).getByText('June')).toBeTruthy();
    expect(within(start).getByRole('button', { name: '2024' })).toBeTruthy();
  });

  it('shows the three typed-date messages', () => {
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom date range' }));
    fireEvent.change(field('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.blur(field('Start date'));
    expect(screen.getByText('Please enter the date in valid format: dd/MM/yyyy')).toBeTruthy();
    fireEvent.change(field('Start date'), { target: { value: '01/04/2026' } });
    fireEvent.blur(field('Start date'));
    expect(screen.getByText('Start date must be before the end date.')).toBeTruthy();
    fireEvent.change(field('Start date'), { target: { value: '10/03/2026' } });
    fireEvent.blur(field('Start date'));
    fireEvent.change(field('End date'), { target: { value: '01/03/2026' } });
    fireEvent.blur(field('End date'));
    expect(screen.getByText('End date must be after the start date.')).toBeTruthy();
  });

  it('picks a custom range by clicking days, then Apply emits it and closes', () => {
    const onChange = openPicker();
    const start = screen.getByRole('group', { name: 'Start date' });
    fireEvent.click(within(start).getByRole('button', { name: 'Tuesday, March 10, 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please select a valid time range')).toBeTruthy();
    fireEvent.click(within(start).getByRole('button', { name: 'Thursday, March 12, 2026' }));
    expect(screen.getByRole('radio', { name: 'Custom date range' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const emitted = onChange.mock.calls[0]?.[0] as TDateRangeValue;
    expect([emitted.preset, formatDate(emitted.start), formatDate(emitted.end)]).toEqual([
      'custom',
      '10/03/2026',
      '12/03/2026',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets to the last 7 days on Clear', () => {
    const onChange = openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Start date').value).toBe('25/03/2026');
    expect(screen.getByRole('radio', { name: 'Last 7 days' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((onChange.mock.calls[0]?.[0] as TDateRangeValue).preset).toBe('last7days');
  });

  it('closes on Escape, keeps the range and gives focus back to its button', async () => {
    const onChange = openPicker();
    const trigger = screen.getByRole('button', { name: /02\/03\/2026 – 31\/03\/2026/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Last 7 days' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onChange).not.toHaveBeenCalled();
  });
});
