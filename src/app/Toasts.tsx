import { Bounce, ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT, TOAST_POSITION } from '@/config/constants';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';

/**
 * The library's own close button, drawn the same way, with its label in the page's language: the
 * container passes the library's button no label of ours.
 */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function Toasts() {
  const frame = useMessages('frame');
  // The library names its timer bar in English, with no way to rename it: a page in another
  // language shows none rather than speak English to a screen reader.
  const timerBar = useLanguage() === 'en';
  return (
    <ToastContainer
      aria-label={frame.notifications}
      closeButton={(props) => <CloseButton {...props} label={frame.closeNotification} />}
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      transition={Bounce}
      newestOnTop
      hideProgressBar={!timerBar}
    />
  );
}
