/** Writes text to the clipboard; a page without it (no secure context, no permission) is refused with a reason. */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('This page may not use the clipboard');
  await navigator.clipboard.writeText(text);
}
