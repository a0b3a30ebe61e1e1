import { WORK_MESSAGES } from '@/content/viewer-messages';

/**
 * "Partager": the system's share sheet where the browser has one (phones, mostly), otherwise
 * the address copied, with a notice. Notices go to the viewer's <Toasts />.
 */
export function ShareButton({ url, title, className }: { url: string; title: string; className: string }) {
  return (
    <button type="button" onClick={() => void share(url, title)} className={className}>
      Partager
    </button>
  );
}

async function share(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Any other refusal: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const { toast } = await import('react-toastify');
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Lien copié : il ne reste qu'à le coller.");
  } catch {
    toast.error(WORK_MESSAGES.copyFailed(url));
  }
}
