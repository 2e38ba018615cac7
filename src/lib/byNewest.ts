/** Ties keep their order (`sort` is stable); a time that is not finite (undated) goes after every dated one. */
export function byNewest<Item>(timeOf: (item: Item) => number): (a: Item, b: Item) => number {
  return (a, b) => {
    const left = timeOf(a);
    const right = timeOf(b);
    const [leftKnown, rightKnown] = [Number.isFinite(left), Number.isFinite(right)];
    if (leftKnown && rightKnown) return right - left;
    return Number(rightKnown) - Number(leftKnown);
  };
}
