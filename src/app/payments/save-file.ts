import type { SavedFile } from '../../machines/payments/payment-history.machine';

/** Hands a downloaded file to the browser's own save, as a link with `download` would. */
export function saveFile({ blob, name }: SavedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
