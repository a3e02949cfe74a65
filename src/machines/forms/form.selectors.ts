import type { AnyMachineSnapshot } from 'xstate';

/** Every form machine tags the states in which its inputs and button are disabled with "busy". */
export const selectIsBusy = (snapshot: AnyMachineSnapshot): boolean => snapshot.hasTag('busy');

export const selectFieldErrors = (snapshot: { context: { fieldErrors: Partial<Record<string, string>> } }) => snapshot.context.fieldErrors;
