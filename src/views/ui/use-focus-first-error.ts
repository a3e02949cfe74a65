import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first field marked invalid whenever a refusal names fields, so the user lands
 * where the message is (and not on <body>, where a submit button that was busy leaves it).
 * Give the returned ref to the form.
 */
export function useFocusFirstError(fieldErrors: Partial<Record<string, string>>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return formRef;
}
