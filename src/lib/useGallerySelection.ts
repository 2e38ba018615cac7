import { useState } from 'react';

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
