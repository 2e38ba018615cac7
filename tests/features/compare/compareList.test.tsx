import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareList, ofOneKind, toggleCompare, type ComparedRef } from '@/features/compare/compareList';
import { refusalMessage } from '@/features/compare/messages';
import englishCompare from '@/lib/i18n/messages/en/compare';

const b = (id: string): ComparedRef => ({ kind: 'building', id });
const l = (id: string): ComparedRef => ({ kind: 'land', id });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('toggleCompare', () => {
  it('adds at the end, and takes out what is chosen', () => {
    expect(toggleCompare([b('1')], b('2'))).toEqual({ next: [b('1'), b('2')] });
    expect(toggleCompare([b('1'), b('2')], b('1'))).toEqual({ next: [b('2')] });
  });

  it('refuses a fifth listing, dropping nothing', () => {
    const four = [b('1'), b('2'), b('3'), b('4')];
    expect(toggleCompare(four, b('5'))).toEqual({ next: four, refused: 'full' });
    // Taking one out still works when full.
    expect(toggleCompare(four, b('4')).next).toEqual([b('1'), b('2'), b('3')]);
  });

  it('refuses a land among buildings and a building among lands', () => {
    expect(toggleCompare([b('1')], l('1'))).toEqual({ next: [b('1')], refused: 'otherKind' });
    expect(toggleCompare([l('1')], b('1'))).toEqual({ next: [l('1')], refused: 'otherKind' });
    expect(toggleCompare([], l('1'))).toEqual({ next: [l('1')] });
  });

  it('says why, and the way on', () => {
    expect(refusalMessage('full', 'building', 4, englishCompare.refusal)).toBe(
      'You can compare up to 4 listings.',
    );
    expect(refusalMessage('otherKind', 'land', 4, englishCompare.refusal)).toBe(
      'You can compare buildings with buildings and lands with lands. Clear the comparison to start with lands.',
    );
    expect(refusalMessage('otherKind', 'building', 4, englishCompare.refusal)).toMatch(
      /Clear the comparison to start with buildings\.$/,
    );
  });
});

describe('compareList', () => {
  it('keeps what is written, in order, the same array until it changes, and tells the page', () => {
    const heard = vi.fn();
    window.addEventListener('compare-changed', heard);
    compareList.write([b('aa'), b('bb')]);
    expect(compareList.read()).toEqual([b('aa'), b('bb')]);
    expect(compareList.read()).toBe(compareList.read());
    expect(JSON.parse(localStorage.getItem('compare')!)).toEqual([b('aa'), b('bb')]);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('compare-changed', heard);
  });

  it.each([
    ['not JSON', '{oops', []],
    ['an object', '{"kind":"building","id":"1"}', []],
    ['projects', JSON.stringify([{ kind: 'project', id: 'p1' }, b('1')]), [b('1')]],
    ['malformed entries', JSON.stringify([{ kind: 'building' }, { id: '2' }, 'b-3', b('4')]), [b('4')]],
    ['an id that is no id', JSON.stringify([b('../x'), b('5')]), [b('5')]],
    ['repeats', JSON.stringify([b('1'), b('1'), b('2')]), [b('1'), b('2')]],
    ['more than four', JSON.stringify(['1', '2', '3', '4', '5', '6'].map(b)), ['1', '2', '3', '4'].map(b)],
    ['mixed kinds: the first kind only', JSON.stringify([l('1'), b('2'), l('3')]), [l('1'), l('3')]],
  ])('reads %s defensively', (_, raw, expected) => {
    localStorage.setItem('compare', raw);
    expect(compareList.read()).toEqual(expected);
  });

  it('reads as empty when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(compareList.read()).toEqual([]);
  });
});

describe('ofOneKind', () => {
  it('keeps a list of one kind as it is', () => {
    const list = [b('1'), b('2')];
    expect(ofOneKind(list)).toBe(list);
    expect(ofOneKind([])).toEqual([]);
  });
});
