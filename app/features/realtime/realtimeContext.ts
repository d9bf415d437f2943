import { createContext, useContext } from 'react';

export interface TRealtimeActions {
  /** Sends a channel action on the account's connection (dropped while disconnected). */
  perform: (action: string, data?: Record<string, unknown>) => void;
}

export const RealtimeContext = createContext<TRealtimeActions>({ perform: () => undefined });

export const useRealtimeActions = () => useContext(RealtimeContext);
