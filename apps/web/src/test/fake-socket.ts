import { setRealtimeTransport, type TRealtimeEvent, type TRealtimeListener } from '../lib/realtime';

/**
 * A stand-in for the socket: records connections and passes events to the
 * app's listener. Call `setRealtimeTransport(null)` after the test.
 */
export const fakeSocket = () => {
  const state = { listener: null as TRealtimeListener | null, connections: 0, disconnections: 0 };
  setRealtimeTransport(async (listener) => {
    state.connections += 1;
    state.listener = listener;
    return () => {
      state.disconnections += 1;
      state.listener = null;
    };
  });
  return {
    state,
    emit: (event: TRealtimeEvent) => {
      if (!state.listener) throw new Error('not connected');
      state.listener(event);
    },
  };
};
