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

  it('matches rows without ids by what they hold, never by place alone', () => {
    const asRead = {
      units: [
        { unitType: '2 BHK', bedrooms: 2, carpetArea: 900, soldOut: true },
        { unitType: '3 BHK', bedrooms: 3, carpetArea: 1200, soldOut: false },
      ],
    };
    // The first removed: the second keeps its own unread keys, not the first one's.
    expect(mergeEdit(asRead, { units: [{ unitType: '3 BHK', bedrooms: 3 }] }).units).toEqual([
      { unitType: '3 BHK', bedrooms: 3, carpetArea: 1200, soldOut: false },
    ]);
    // One field changed: the row that holds the most of the rest.
    expect(mergeEdit(asRead, { units: [{ unitType: '3 BHK 3T', bedrooms: 3 }] }).units).toEqual([
      { unitType: '3 BHK 3T', bedrooms: 3, carpetArea: 1200, soldOut: false },
    ]);
  });

  it('pairs rows that read alike only when none of them was removed', () => {
    const asRead = {
      units: [
        { unitType: '2 BHK', bedrooms: 2, carpetArea: 900, soldOut: true },
        { unitType: '2 BHK', bedrooms: 2, carpetArea: 1000, soldOut: false },
      ],
    };
    const shown = { unitType: '2 BHK', bedrooms: 2 };
    // One of two rows that read alike went: which one is not known, so the other takes nothing.
    expect(mergeEdit(asRead, { units: [shown] }).units).toEqual([shown]);
    // Both kept: each keeps its own unread keys, in order.
    expect(mergeEdit(asRead, { units: [shown, shown] }).units).toEqual(asRead.units);
    // Sent alike too, any of them is the same row.
    const twins = { units: [asRead.units[0], asRead.units[0]] };
    expect(mergeEdit(twins, { units: [shown] }).units).toEqual([asRead.units[0]]);
  });

  it('gives a row that matches nothing, or two rows as well, nothing it does not hold', () => {
    const asRead = {
      rows: [
        { name: 'a', size: 1, extra: 1 },
        { name: 'b', size: 1, extra: 2 },
      ],
    };
    expect(mergeEdit(asRead, { rows: [{ name: 'A' }] }).rows).toEqual([{ name: 'A' }]);
    expect(mergeEdit(asRead, { rows: [{ name: 'c', size: 1 }] }).rows).toEqual([{ name: 'c', size: 1 }]);
  });

  it('given what the form opened with, sends what the administrator left and the form could not show as the backend sent it', () => {
    const asSent = {
      _id: 'b1',
      generalInfo: { BuildingsName: 'Sai Enclave', developerName: 'Old', totalFloors: 'G+12' },
      financialInfo: { sellingPrice: '45,00,000', maintenanceFees: '2,500 a month' },
      units: [
        { unitType: '2 BHK', numberOfBedrooms: '2', numberOfBathrooms: 2, carpetArea: 900 },
        { unitType: '3 BHK', numberOfBedrooms: 3, numberOfBathrooms: 3, carpetArea: 1200 },
      ],
      note: 'unread',
    };
    // What the form showed: what it could read, defaults for the rest.
    const opened = {
      generalInfo: { BuildingsName: 'Sai Enclave', developerName: 'Old', totalFloors: 0 },
      financialInfo: { sellingPrice: 4500000, maintenanceFees: 0, deposit: undefined },
      units: [
        { unitType: '2 BHK', numberOfBedrooms: 2, numberOfBathrooms: 2 },
        { unitType: '3 BHK', numberOfBedrooms: 3, numberOfBathrooms: 3 },
      ],
    };
    const edited = {
      generalInfo: { ...opened.generalInfo, developerName: 'New' },
      financialInfo: { ...opened.financialInfo, maintenanceFees: 3000 },
      units: [opened.units[1]!],
    };
    expect(mergeEdit(asSent, edited, opened)).toEqual({
      _id: 'b1',
      generalInfo: { BuildingsName: 'Sai Enclave', developerName: 'New', totalFloors: 'G+12' },
      // Read as the amount it is, the price goes in the form's type.
      financialInfo: { sellingPrice: 4500000, maintenanceFees: 3000 },
      units: [{ unitType: '3 BHK', numberOfBedrooms: 3, numberOfBathrooms: 3, carpetArea: 1200 }],
      note: 'unread',
    });
    // A row edited is the form's, over the record's own unread keys.
    expect(
      mergeEdit(
        asSent,
        { ...edited, units: [{ unitType: '2 BHK', numberOfBedrooms: 3, numberOfBathrooms: 2 }] },
        opened,
      ).units,
    ).toEqual([{ unitType: '2 BHK', numberOfBedrooms: 3, numberOfBathrooms: 2, carpetArea: 900 }]);
    // Unchanged: what the form could not show as it came, the rest in the form's types.
    expect(mergeEdit(asSent, opened, opened)).toEqual({
      ...asSent,
      financialInfo: { sellingPrice: 4500000, maintenanceFees: '2,500 a month' },
      units: [
        { unitType: '2 BHK', numberOfBedrooms: 2, numberOfBathrooms: 2, carpetArea: 900 },
        asSent.units[1],
      ],
    });
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
