import { useEffect, useState } from 'react';
import { DASHBOARD_TICK_MS } from '@/config/constants';
import { nextCount } from './countUp';

export function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (value >= target) return;
    const timer = window.setTimeout(
      () => setValue((current) => nextCount(current, target)),
      DASHBOARD_TICK_MS,
    );
    return () => window.clearTimeout(timer);
  }, [value, target]);
  return value;
}
