export interface SlideDotsProps {
  count: number;
  /** The slide on show. */
  active: number;
  onShow: (index: number) => void;
  /** Each dot's name for a screen reader ('Show slide 2'). */
  labelOf: (index: number) => string;
}

/** A carousel's dots: one button per slide, the one on show drawn long and marked current. */
export function SlideDots({ count, active, onShow, labelOf }: SlideDotsProps) {
  return Array.from({ length: count }, (_, index) => (
    <button
      key={index}
      type="button"
      onClick={() => onShow(index)}
      aria-label={labelOf(index)}
      aria-current={index === active ? 'true' : undefined}
      className="group flex h-8 w-6 items-center justify-center"
    >
      <span
        className={`block h-2 rounded-full transition-all ${
          index === active ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/80'
        }`}
      />
    </button>
  ));
}
