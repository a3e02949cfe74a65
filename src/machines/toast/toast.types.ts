/** Toast variants of spec 01 §3. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'cart' | 'favorite' | 'info';

/** What a flow asks the toast machine to show; the toast machine assigns the id. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
