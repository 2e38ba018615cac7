import { DASHBOARD_STEP_FRACTION } from '@/config/constants';

export function nextCount(current: number, target: number): number {
  const step = Math.ceil(target * DASHBOARD_STEP_FRACTION);
  return Math.min(target, current + Math.max(1, step));
}
