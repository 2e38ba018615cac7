/**
 * Toasts, configured once (SPEC.md §9: top-right, 5000 ms, drag to dismiss at 80 percent).
 * The unstyled entry keeps react-toastify from injecting styles at run time (strict CSP).
 */
import { toast } from 'react-toastify/unstyled';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};
