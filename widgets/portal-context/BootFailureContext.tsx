import { createContext, useContext } from 'react';
import type { CoreMessageKey } from '../../engine/index';

/** Why boot failed: the message and, from the development server, the manifest diagnostics. */
export interface BootFailure {
  message: string;
  details: readonly string[];
  /** The catalogue message for the visitor, when the failure has one (an API error's code). */
  code?: CoreMessageKey;
}

const BootFailureContext = createContext<BootFailure>({ message: '', details: [] });

/** Provided by the shell around the manifest-error-screen widget. */
export const BootFailureProvider = BootFailureContext.Provider;

export function useBootFailure(): BootFailure {
  return useContext(BootFailureContext);
}
