import { DASHBOARD_STEP_FRACTION } from '@/config/constants';

/** One tick of a dashboard counter: adds 1/100 of the target (rounded up), never past it. */
export function nextCount(current: number, target: number): number {
  const step = Math.ceil(target * DASHBOARD_STEP_FRACTION);
  return Math.min(target, current + Math.max(1, step));
}
