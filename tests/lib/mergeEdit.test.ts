import { describe, expect, it } from 'vitest';
import { mergeEdit } from '@/lib/mergeEdit';

describe('mergeEdit', () => {
  it('keeps keys the form does not model, at the top and inside nested objects', () => {
    const asRead = {
      _id: 'b1',
      createdAt: '2024-01-02T03:04:05.000Z',
      brochureCode: 'X1',
      generalInfo: { BuildingsName: 'Old', rating: 4, contact: { phone: '1', email: 'a@b.in' } },
    };
    const sent = mergeEdit(asRead, { generalInfo: { BuildingsName: 'New', contact: { phone: '2' } } });
    expect(sent).toEqual({
      _id: 'b1',
      createdAt: '2024-01-02T03:04:05.000Z',
      brochureCode: 'X1',
      generalInfo: { BuildingsName: 'New', rating: 4, contact: { phone: '2', email: 'a@b.in' } },
    });
  });

  it('matches rows by their _id, so each keeps its own unread keys wherever the form moved it', () => {
    const asRead = {
      units: [
        { _id: 'u1', unitType: '2 BHK', carpet: 900 },
        { _id: 'u2', unitType: '3 BHK', carpet: 1200 },
      ],
    };
    const sent = mergeEdit(asRead, {
      units: [
        { _id: 'u2', unitType: '3 BHK 2T' },
        { _id: 'u1', unitType: '2 BHK' },
      ],
    });
    expect(sent.units).toEqual([
      { _id: 'u2', unitType: '3 BHK 2T', carpet: 1200 },
      { _id: 'u1', unitType: '2 BHK', carpet: 900 },
    ]);
  });

  it('sends no row the form removed, and a new row without an _id or anything unread', () => {
    const asRead = {
      benefits: [
        { _id: 'l1', name: 'School', value: '1 km', verified: true },
        { _id: 'l2', name: 'Hospital', value: '2 km', verified: false },
      ],
    };
    const sent = mergeEdit(asRead, {
      benefits: [
        { _id: 'l2', name: 'Hospital', value: '2 km' },
        { name: 'Market', value: '500 m' },
      ],
    });
    expect(sent.benefits).toEqual([
      { _id: 'l2', name: 'Hospital', value: '2 km', verified: false },
      { name: 'Market', value: '500 m' },
    ]);
  });

  it('matches rows by place where the backend gives them no ids', () => {
    const asRead = {
      rows: [
        { name: 'a', extra: 1 },
        { name: 'b', extra: 2 },
      ],
    };
    expect(mergeEdit(asRead, { rows: [{ name: 'A' }] }).rows).toEqual([{ name: 'A', extra: 1 }]);
  });

  it('sends a cleared field cleared, and drops a field the edit leaves undefined', () => {
    const asRead = {
      BuildingsPlansImage: 'https://img.test/plan.png',
      amenities: ['Pool', 'Gym'],
      units: [{ _id: 'u1', unitType: '2 BHK' }],
      note: 'old',
      internal: 'kept',
    };
    const sent = mergeEdit(asRead, { BuildingsPlansImage: '', amenities: [], units: [], note: undefined });
    expect(sent).toEqual({ BuildingsPlansImage: '', amenities: [], units: [], internal: 'kept' });
    expect(Object.hasOwn(sent, 'note')).toBe(false);
  });

  it("sends a list of texts as edited and a form's value over a read value of another shape", () => {
    const asRead = { paragraphs: ['one', 'two'], zipCode: { code: '751024' }, images: 'a.png' };
    expect(mergeEdit(asRead, { paragraphs: ['two'], zipCode: 751024, images: ['a.png'] })).toEqual({
      paragraphs: ['two'],
      zipCode: 751024,
      images: ['a.png'],
    });
  });

  it('changes neither the record as read nor the edit', () => {
    const asRead = { a: { b: 1, c: 2 }, rows: [{ _id: 'r', x: 1 }] };
    const edited = { a: { b: 3 }, rows: [{ _id: 'r', y: 2 }] };
    const before = structuredClone({ asRead, edited });
    mergeEdit(asRead, edited);
    expect({ asRead, edited }).toEqual(before);
  });

  it('sends the edit alone when nothing was read', () => {
    expect(mergeEdit(undefined, { title: 'T', rows: [{ name: 'n' }] })).toEqual({
      title: 'T',
      rows: [{ name: 'n' }],
    });
  });
});
