import { useState } from 'react';

/**
 * Which of a gallery's `total` images is shown. `select` wraps around (Next after the last shows
 * the first) and returns the index it chose; the index stays in range when the images change.
 */
export function useGallerySelection(total: number) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, total - 1));
  const select = (index: number) => {
    const next = (index + total) % total;
    setSelected(next);
    return next;
  };
  return { current, select };
}
