import { spinner } from './Spinner.css';

/** Decorative: the busy text beside it is what assistive technology reads. */
export function Spinner() {
  return <span className={spinner} aria-hidden="true" data-testid="spinner" />;
}
