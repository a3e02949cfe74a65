import { Button } from './Button';

interface LoadFailedProps {
  /** What could not be loaded, as the sentence names it: "Your bots", "This bot". */
  subject: string;
  onRetry: () => void;
  /** The screen's own box and text styles, so the notice sits in its layout like the content it stands for. */
  className?: string;
  textClassName?: string;
}

/** The notice a screen shows in place of what it could not load, announced at once, with a way to ask again. */
export function LoadFailed({ subject, onRetry, className, textClassName }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p className={textClassName}>{subject} could not be loaded.</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
