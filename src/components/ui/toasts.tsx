import { ToastContainer, type CloseButtonProps } from 'react-toastify';

/**
 * Where the site's short notices appear (react-toastify's `toast()`): at the bottom, read out
 * politely, in French. The admin forms and the viewer each render one.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={5000}
      hideProgressBar
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable="touch"
      role="status"
      theme="light"
      aria-label="Notifications"
      closeButton={FrenchCloseButton}
    />
  );
}

function FrenchCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label="Fermer la notification"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
      className="self-start rounded px-2 text-xl leading-none text-ink/70 hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
