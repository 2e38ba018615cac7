import { describe, expect, it } from 'vitest';
import { listReturnPath, listReturnState } from '@/components/admin/listReturn';
import { labelOf, optionsOf, withStored } from '@/components/admin/options';
import { parsePage } from '@/components/admin/useAdminList';
import { buildingStatusOptions } from '@/features/buildings/admin/options';

describe('admin list helpers', () => {
  it('returns to the list page and filters an edit page was opened from', () => {
    expect(listReturnPath('/buildings', listReturnState('?page=2&search=puri'))).toBe(
      '/buildings?page=2&search=puri',
    );
    expect(listReturnPath('/buildings', null)).toBe('/buildings');
    expect(listReturnPath('/buildings', { listSearch: 'https://evil.example' })).toBe('/buildings');
    expect(listReturnPath('/lands', { listSearch: 42 })).toBe('/lands');
  });

  it('reads the page query leniently', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('select options', () => {
  it('keep the backend values and spell the labels for people', () => {
    expect(buildingStatusOptions).toContainEqual({ value: 'pre-lunch', label: 'Pre-launch' });
    expect(optionsOf(['on request'])).toEqual([{ value: 'on request', label: 'On request' }]);
    expect(labelOf('')).toBe('—');
  });

  it('offer a stored value missing from the list, once, and nothing for empty values', () => {
    const options = withStored(optionsOf(['Simplex', 'Duplex']), ['4 + S', '4 + S', '', 'Duplex']);
    expect(options.map((option) => option.value)).toEqual(['Simplex', 'Duplex', '4 + S']);
    expect(options.at(-1)?.label).toBe('4 + S (as stored)');
  });
});
