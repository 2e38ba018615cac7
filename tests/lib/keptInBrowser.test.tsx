import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptList, useKeptList } from '@/lib/keptInBrowser';

const isWord = (value: unknown): value is string => typeof value === 'string' && /^[a-z]+$/.test(value);
const words = () => keptList({ key: 'test-words', max: 3, isItem: isWord, keyOf: (word) => word });

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('keptList', () => {
  it('reads back what was written, the same array until the store changes', () => {
    const list = words();
    list.write(['pear', 'fig']);
    expect(list.read()).toEqual(['pear', 'fig']);
    expect(list.read()).toBe(list.read());
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as empty', (_, raw) => {
    window.localStorage.setItem('test-words', raw);
    expect(words().read()).toEqual([]);
  });

  it('keeps only well-formed entries, once each, and at most max', () => {
    window.localStorage.setItem(
      'test-words',
      JSON.stringify(['fig', 7, 'fig', 'BAD', null, 'kiwi', 'lime', 'plum']),
    );
    expect(words().read()).toEqual(['fig', 'kiwi', 'lime']);
  });

  it('gives a link the key and the value it writes, cleaned as a write is', () => {
    const list = words();
    const keeps = list.keptByEarlyTap(['fig', 'BAD', 'fig', 'kiwi']);
    expect(keeps['data-keep-key']).toBe('test-words');
    window.localStorage.setItem(keeps['data-keep-key'], keeps['data-keep-value']);
    expect(list.read()).toEqual(['fig', 'kiwi']);
    list.write(['fig', 'kiwi']);
    expect(window.localStorage.getItem('test-words')).toBe(keeps['data-keep-value']);
  });

  it('reads as empty when storage itself throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(words().read()).toEqual([]);
  });

  it('keeps a change in this page when storage refuses to write', () => {
    const list = words();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    list.write(['fig']);
    expect(list.read()).toEqual(['fig']);
  });
});

function Words({ list }: { list: ReturnType<typeof words> }) {
  const kept = useKeptList(list);
  return <p>{kept.length ? kept.join(' ') : 'none'}</p>;
}

describe('useKeptList', () => {
  it('shows a write in this tab and a change made in another tab', () => {
    const list = words();
    render(<Words list={list} />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => list.write(['fig']));
    expect(screen.getByText('fig')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem('test-words', '["kiwi","lime"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'test-words' }));
    });
    expect(screen.getByText('kiwi lime')).toBeInTheDocument();
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
