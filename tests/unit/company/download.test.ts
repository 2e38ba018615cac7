import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, saveBlob } from '../../../src/features/gallery/download';

describe('downloadFileName', () => {
  it.each([
    ['Living room, Kalinga Heights', '/images/demo/interior-1.svg', '', 'Living room, Kalinga Heights.svg'],
    ['Lobby', 'https://cdn.example.com/a/b/lobby.JPG?x=1#y', '', 'Lobby.jpg'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', 'image/png', 'Lobby.png'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', 'image/jpeg; charset=binary', 'Lobby.jpg'],
    ['Lobby', 'https://cdn.example.com/image/upload/abc', '', 'Lobby'],
    ['photo.jpg', 'https://cdn.example.com/photo.jpg', '', 'photo.jpg'],
    ['Tower A/B: "night" view?', '/x.png', '', 'Tower A B night view.png'],
    ['  ', '/x.webp', '', 'image.webp'],
    ['..hidden', '/x.png', '', 'hidden.png'],
    ['line\nbreak\ttab', '/x.png', '', 'line break tab.png'],
  ])('%j from %s (%s) is %j', (name, url, type, expected) => {
    expect(downloadFileName(name, url, type)).toBe(expected);
  });

  it('keeps a very long name to 100 characters before the extension', () => {
    const name = downloadFileName('x'.repeat(300), '/a.png');
    expect(name).toBe(`${'x'.repeat(100)}.png`);
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('clicks a hidden a[download] on an object URL, removes it and revokes the URL later', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:saved');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    const blob = new Blob(['x'], { type: 'image/png' });
    saveBlob(blob, 'Pool.png');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Pool.png');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:saved');
    expect(document.body.contains(clicked[0]!)).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:saved');
  });
});
