import { useEffect, useRef } from 'react';

/**
 * Keeps focus where the user can act after a submission, which the browser drops on <body> when the
 * busy submit button is disabled: a refusal that names fields moves focus to the first of them; any
 * other end of the busy spell puts it back on the submit button. Give the returned ref to the form.
 */
export function useFormFocus(fieldErrors: Partial<Record<string, string>>, busy: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);

  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  useEffect(() => {
    const lostFocus = wasBusy.current && !busy && (document.activeElement === null || document.activeElement === document.body);
    wasBusy.current = busy;
    if (lostFocus) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [type="submit"]')?.focus();
  }, [busy]);

  return formRef;
}
