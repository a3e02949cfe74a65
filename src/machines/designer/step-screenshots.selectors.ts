import type { SnapshotFrom } from 'xstate';
import type { StepScreenshot, stepScreenshotsMachine } from './step-screenshots.machine';

type StepScreenshotsSnapshot = SnapshotFrom<typeof stepScreenshotsMachine>;

/** A step's screenshot as far as it has come, or null before its step was opened. */
export const selectStepScreenshot = (snapshot: StepScreenshotsSnapshot, stepId: string): StepScreenshot | null => snapshot.context.screenshots[stepId] ?? null;

/** Whether this step's screenshot is the one shown large. */
export const selectIsOpened = (snapshot: StepScreenshotsSnapshot, stepId: string) => snapshot.matches({ viewer: 'open' }) && snapshot.context.opened === stepId;
