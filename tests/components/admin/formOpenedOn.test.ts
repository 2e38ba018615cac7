import { describe, expect, it } from 'vitest';
import { formOpenedOn } from '@/components/admin/formOpenedOn';

describe('formOpenedOn', () => {
  const values = {
    info: { floors: '0', price: '4500000', name: 'Sai' },
    units: [{ rooms: '0' }, { rooms: '3' }],
  };
  const openedBody = {
    info: { floors: 0, price: 4_500_000, name: 'Sai' },
    units: [{ rooms: 0 }, { rooms: 3 }],
  };

  it('empties each number the form read as 0 from text, and names the text by the field', () => {
    const asSent = {
      info: { floors: 'G+12', price: '45,00,000', name: 'Sai' },
      units: ['not a row', { rooms: 'two' }, { rooms: 3 }],
    };
    expect(formOpenedOn(values, openedBody, asSent)).toEqual({
      values: { info: { floors: '', price: '4500000', name: 'Sai' }, units: [{ rooms: '' }, { rooms: '3' }] },
      storedAs: { 'info.floors': 'G+12', 'units.0.rooms': 'two' },
    });
  });

  it('leaves a true 0, a missing value and a number the reader took as it is', () => {
    const asSent = { info: { floors: 0, price: 4_500_000 }, units: [{ rooms: '0' }, { rooms: '3' }] };
    expect(formOpenedOn(values, openedBody, asSent)).toEqual({ values, storedAs: {} });
  });
});
