import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT, TOAST_POSITION } from '@/config/constants';
import { useMessages } from '@/lib/i18n/useMessages';

export function Toasts() {
  const frame = useMessages('frame');
  return (
    <ToastContainer
      aria-label={frame.notifications}
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      transition={Bounce}
      newestOnTop
    />
  );
}
