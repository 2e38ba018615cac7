/**
 * "Newest first", for any record: a comparator for `sort` (which keeps ties in the order given)
 * by the time `timeOf` reads from a record, an ObjectId's or a date's. A record whose time is not
 * a finite number (undated, unreadable) goes after every dated one.
 */
export function byNewest<Item>(timeOf: (item: Item) => number): (a: Item, b: Item) => number {
  return (a, b) => {
    const left = timeOf(a);
    const right = timeOf(b);
    const [leftKnown, rightKnown] = [Number.isFinite(left), Number.isFinite(right)];
    if (leftKnown && rightKnown) return right - left;
    return Number(rightKnown) - Number(leftKnown);
  };
}
