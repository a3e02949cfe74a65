import { createContext, useContext } from 'react';
import type { AppSystem } from './app-system';

export const AppSystemContext = createContext<AppSystem | null>(null);

/** The running app's API client, toasts and session, for the screens that wire machines to them. */
export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem needs an AppSystemContext provider');
  return system;
}
