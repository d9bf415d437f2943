import { describe, expect, it } from 'vitest';
import { moveSection, orderedSections, storedOrder } from './sidebarOrder.ts';

const DEFAULTS = ['details', 'attributes', 'labels', 'participants'] as const;

describe('orderedSections', () => {
  it('keeps the default order when nothing is stored', () => {
    expect(orderedSections(DEFAULTS, undefined)).toEqual([...DEFAULTS]);
    expect(orderedSections(DEFAULTS, 'labels')).toEqual([...DEFAULTS]);
  });

  it("follows Chatwoot's [{ name }] shape and appends the sections it lacks in default order", () => {
    expect(orderedSections(DEFAULTS, [{ name: 'participants' }, { name: 'labels' }])).toEqual([
      'participants',
      'labels',
      'details',
      'attributes',
    ]);
  });

  it('drops unknown names, duplicates and junk', () => {
    expect(
      orderedSections(DEFAULTS, [{ name: 'linear_issues' }, 'labels', { name: 'labels' }, null, 7, { name: 3 }]),
    ).toEqual(['labels', 'details', 'attributes', 'participants']);
  });
});

describe('moveSection', () => {
  it('moves a section up or down by one place', () => {
    expect(moveSection(DEFAULTS, 'labels', -1)).toEqual(['details', 'labels', 'attributes', 'participants']);
    expect(moveSection(DEFAULTS, 'details', 1)).toEqual(['attributes', 'details', 'labels', 'participants']);
  });

  it('stays inside the list', () => {
    expect(moveSection(DEFAULTS, 'details', -1)).toEqual([...DEFAULTS]);
    expect(moveSection(DEFAULTS, 'participants', 1)).toEqual([...DEFAULTS]);
  });

  it('round-trips through the stored shape', () => {
    const order = moveSection(DEFAULTS, 'participants', -3);
    expect(orderedSections(DEFAULTS, storedOrder(order))).toEqual(order);
  });
});
