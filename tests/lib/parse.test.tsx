import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  isRecord,
  looseObj,
  num,
  obj,
  parseList,
  parseListInSlices,
  parseOne,
  recordIn,
  recordList,
  text,
  textList,
  unwrapList,
} from '@/lib/parse';

const HUGE = 'x'.repeat(2_000_000);

describe('text', () => {
  it('keeps strings as they are, including empty and huge ones', () => {
    expect(text.parse('Jaydev Vihar')).toBe('Jaydev Vihar');
    expect(text.parse('')).toBe('');
    expect(text.parse(HUGE)).toBe(HUGE);
  });

  it('turns numbers into their text', () => {
    expect(text.parse(751013)).toBe('751013');
    expect(text.parse(0)).toBe('0');
    expect(text.parse(-2.5)).toBe('-2.5');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['true', true],
    ['an object', { a: 1 }],
    ['an array', ['a']],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('turns %s into an empty string', (_label, value) => {
    expect(text.parse(value)).toBe('');
  });
});

describe('num', () => {
  it('keeps finite numbers', () => {
    expect(num.parse(42)).toBe(42);
    expect(num.parse(0)).toBe(0);
    expect(num.parse(-3.75)).toBe(-3.75);
  });

  it('reads numeric strings, ignoring surrounding spaces', () => {
    expect(num.parse('2500000')).toBe(2_500_000);
    expect(num.parse(' 12.5 ')).toBe(12.5);
    expect(num.parse('1e3')).toBe(1000);
  });

  it('reads amounts written the Indian way as the amounts they are', () => {
    expect(num.parse('45,00,000')).toBe(4_500_000);
    expect(num.parse('45 lakh')).toBe(4_500_000);
    expect(num.parse('1.2 crore')).toBe(12_000_000);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blank text', '   '],
    ['words', 'call for price'],
    ['a number followed by text', '2,500 a month'],
    ['a floor count written as the office says it', 'G+12'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an object', { value: 3 }],
    ['an array', [3]],
    ['a boolean', true],
    ['a huge string', HUGE],
  ])('turns %s into 0', (_label, value) => {
    expect(num.parse(value)).toBe(0);
  });
});

describe('looseObj', () => {
  const schema = looseObj({
    name: text,
    inner: looseObj({ city: text }),
    rows: recordList(looseObj({ n: num })),
  });

  it('keeps the keys it does not read, at every depth, beside the fields it repairs', () => {
    expect(
      schema.parse({
        name: 7,
        createdAt: '2024-01-01',
        inner: { city: 'Puri', pin: 752001 },
        rows: [{ _id: 'r1', n: '3' }],
      }),
    ).toEqual({
      name: '7',
      createdAt: '2024-01-01',
      inner: { city: 'Puri', pin: 752001 },
      rows: [{ _id: 'r1', n: 3 }],
    });
  });

  it('turns a record that is not an object into the all-defaults record', () => {
    expect(schema.parse('garbage')).toEqual({ name: '', inner: { city: '' }, rows: [] });
  });
});

describe('obj', () => {
  const schema = obj({ name: text, floors: num, inner: obj({ city: text, zip: num }) });
  const defaults = { name: '', floors: 0, inner: { city: '', zip: 0 } };

  it('parses a good record and drops unknown fields', () => {
    expect(
      schema.parse({ name: 'Sai Residency', floors: 12, inner: { city: 'Bhubaneswar', zip: 751013 }, x: 1 }),
    ).toEqual({ name: 'Sai Residency', floors: 12, inner: { city: 'Bhubaneswar', zip: 751013 } });
  });

  it('fills missing fields with defaults', () => {
    expect(schema.parse({ name: 'Only a name' })).toEqual({ ...defaults, name: 'Only a name' });
    expect(schema.parse({})).toEqual(defaults);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'garbage'],
    ['a number', 7],
    ['an array', [{ name: 'x' }]],
  ])('turns %s into the all-defaults record', (_label, value) => {
    expect(schema.parse(value)).toEqual(defaults);
  });

  it('repairs wrong-typed and nested garbage field by field', () => {
    expect(schema.parse({ name: 5, floors: '9', inner: 'not an object' })).toEqual({
      name: '5',
      floors: 9,
      inner: { city: '', zip: 0 },
    });
    expect(schema.parse({ name: null, floors: {}, inner: { city: ['x'], zip: 'abc' } })).toEqual(defaults);
  });
});

describe('textList', () => {
  it('keeps strings and number texts, drops everything else and blanks', () => {
    expect(textList.parse(['Gym', 2, null, '', '   ', { a: 1 }, ['x'], undefined, true, 'Pool'])).toEqual([
      'Gym',
      '2',
      'Pool',
    ]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Gym, Pool'],
    ['an object', { 0: 'Gym' }],
  ])('turns %s into an empty list', (_label, value) => {
    expect(textList.parse(value)).toEqual([]);
  });

  it('keeps a huge item', () => {
    expect(textList.parse([HUGE])).toEqual([HUGE]);
  });
});

describe('recordList', () => {
  const schema = recordList(obj({ name: text, value: text }));

  it('parses each record and drops non-object entries', () => {
    expect(
      schema.parse([{ name: 'School', value: '1 km' }, null, 'x', 3, ['a'], { name: 'Hospital', value: 2 }]),
    ).toEqual([
      { name: 'School', value: '1 km' },
      { name: 'Hospital', value: '2' },
    ]);
  });

  it('repairs a malformed record instead of dropping the others', () => {
    expect(schema.parse([{ name: {}, value: null }, { name: 'Market' }])).toEqual([
      { name: '', value: '' },
      { name: 'Market', value: '' },
    ]);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object', { name: 'x' }],
  ])('turns %s into an empty list', (_label, value) => {
    expect(schema.parse(value)).toEqual([]);
  });
});

describe('unwrapList and isRecord', () => {
  it('finds a list bare, wrapped and wrapped twice', () => {
    expect(unwrapList([1, 2])).toEqual([1, 2]);
    expect(unwrapList({ data: [1] })).toEqual([1]);
    expect(unwrapList({ blogs: [2] })).toEqual([2]);
    expect(unwrapList({ projects: [3] })).toEqual([3]);
    expect(unwrapList({ data: { projects: [4] } })).toEqual([4]);
  });

  it('answers an empty list for anything without one', () => {
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList('')).toEqual([]);
    expect(unwrapList({ data: 'x' })).toEqual([]);
    expect(unwrapList({ other: [1] })).toEqual([]);
  });

  it('tells records from arrays and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});

describe('parseList', () => {
  const record = obj({ _id: text, title: text, rank: num });
  const good = [
    { _id: 'a', title: 'First', rank: 1 },
    { _id: 'b', title: 'Second', rank: 2 },
  ];

  it.each([
    ['a bare array', good],
    ['an array wrapped in data', { data: good }],
    ['an array wrapped in blogs', { blogs: good }],
    ['an array wrapped in projects', { projects: good }],
    ['an array wrapped twice', { data: { blogs: good } }],
  ])('reads %s', (_label, answer) => {
    expect(parseList(record, answer)).toEqual(good);
  });

  it.each([
    ['[]', []],
    ['{}', {}],
    ["''", ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['a wrapper holding no list', { data: 'nothing', projects: null }],
  ])('answers an empty list for %s', (_label, answer) => {
    expect(parseList(record, answer)).toEqual([]);
  });

  it('never lets one malformed record drop the others', () => {
    const answer = {
      data: [
        good[0],
        null,
        'garbage',
        17,
        ['nested', ['garbage']],
        { _id: 99, title: null, rank: 'x' },
        good[1],
      ],
    };
    expect(parseList(record, answer)).toEqual([good[0], { _id: '99', title: '', rank: 0 }, good[1]]);
  });

  it('looks only under the keys it is given', () => {
    expect(parseList(record, { items: good }, ['items'])).toEqual(good);
    expect(parseList(record, { data: good }, ['blogs'])).toEqual([]);
  });

  it('copes with a huge list', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      _id: String(index),
      title: 't',
      rank: index,
    }));
    const parsed = parseList(record, { data: many });
    expect(parsed).toHaveLength(10_000);
    expect(parsed[9_999]).toEqual({ _id: '9999', title: 't', rank: 9_999 });
  });
});

describe('recordIn', () => {
  it('finds the record where parseOne reads it, as the backend sent it', () => {
    const sent = { _id: 'p1', totalFloors: 'G+12' };
    expect(recordIn({ building: sent }, ['data', 'building'])).toBe(sent);
    expect(recordIn({ data: 'x', building: sent }, ['data', 'building'])).toBe(sent);
    expect(recordIn(sent, ['data'])).toBe(sent);
    expect(recordIn(null)).toBeNull();
  });
});

describe('parseOne', () => {
  const record = obj({ _id: text, name: text, area: num });

  it('reads a bare record', () => {
    expect(parseOne(record, { _id: 'p1', name: 'Plot 7', area: '1200' })).toEqual({
      _id: 'p1',
      name: 'Plot 7',
      area: 1200,
    });
  });

  it('unwraps data by default and the given keys otherwise', () => {
    expect(parseOne(record, { data: { _id: 'p2', name: 'Plot 8' } })).toEqual({
      _id: 'p2',
      name: 'Plot 8',
      area: 0,
    });
    expect(parseOne(record, { projects: { _id: 'p3' } }, ['projects'])).toEqual({
      _id: 'p3',
      name: '',
      area: 0,
    });
  });

  it('does not unwrap a key that holds no record', () => {
    expect(parseOne(record, { _id: 'p4', name: 'Outer', data: 'x' })).toEqual({
      _id: 'p4',
      name: 'Outer',
      area: 0,
    });
  });

  it.each([
    ['[]', []],
    ['{}', {}],
    ["''", ''],
    ['null', null],
    ['a huge string', HUGE],
    ['nested garbage', { data: [[{}]], _id: { deep: true }, area: [1] }],
  ])('answers the all-defaults record for %s', (_label, answer) => {
    expect(parseOne(record, answer)).toEqual({ _id: '', name: '', area: 0 });
  });
});

describe('parseListInSlices', () => {
  const record = obj({ _id: text, name: text });
  // Each record takes a millisecond to parse: a long answer is many slices' work.
  const slow = z.pipe(
    record,
    z.transform((value) => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return value;
    }),
  );

  it('parses as parseList does: in order, wrapped or not, skipping what is not a record', async () => {
    const answer = { data: [{ _id: 'a', name: 'One' }, 7, null, { _id: 'b' }] };
    expect(await parseListInSlices(record, answer)).toEqual(parseList(record, answer));
    expect(await parseListInSlices(record, answer)).toEqual([
      { _id: 'a', name: 'One' },
      { _id: 'b', name: '' },
    ]);
  });

  it('lets the page run between slices of a long answer', async () => {
    const answer = Array.from({ length: 40 }, (_, index) => ({ _id: String(index) }));
    let ranBetween = false;
    setTimeout(() => {
      ranBetween = true;
    }, 0);
    const parsed = await parseListInSlices(slow, answer);
    expect(ranBetween).toBe(true);
    expect(parsed.map((item) => item._id)).toEqual(answer.map((item) => item._id));
  });

  it("parses a hidden tab's answer in one go: its throttled timers would stretch it to seconds", async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let ranBetween = false;
    setTimeout(() => {
      ranBetween = true;
    }, 0);
    expect(
      await parseListInSlices(
        slow,
        Array.from({ length: 40 }, (_, index) => ({ _id: String(index) })),
      ),
    ).toHaveLength(40);
    expect(ranBetween).toBe(false);
    vi.restoreAllMocks();
  });
});
