import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT, TOAST_POSITION } from '@/config/constants';

/** The toast container with SPEC.md §9's settings; loaded with the first toast (lib/notify.ts). */
export function Toasts() {
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      transition={Bounce}
      newestOnTop
    />
  );
}
