import {
  setRealtimeTransport,
  type TRealtimeEvent,
  type TRealtimeListener,
  type TRealtimeMessage,
  type TRealtimeSend,
} from '../lib/realtime';

/**
 * A stand-in for the socket: records connections and what the app sent, and
 * passes events to the app's listener. It connects at once; `reconnect()`
 * acts out a dropped connection coming back. Call `setRealtimeTransport(null)`
 * after the test.
 */
export const fakeSocket = () => {
  const state = {
    listener: null as TRealtimeListener | null,
    onConnect: null as ((send: TRealtimeSend) => void) | null,
    connections: 0,
    disconnections: 0,
    sent: [] as TRealtimeMessage[],
  };
  const send: TRealtimeSend = (message) => {
    state.sent.push(message);
  };
  setRealtimeTransport(async (listener, onConnect) => {
    state.connections += 1;
    state.listener = listener;
    state.onConnect = onConnect;
    onConnect(send);
    return () => {
      state.disconnections += 1;
      state.listener = null;
      state.onConnect = null;
    };
  });
  const connected = () => {
    if (!state.listener || !state.onConnect) throw new Error('not connected');
    return { listener: state.listener, onConnect: state.onConnect };
  };
  return {
    state,
    emit: (event: TRealtimeEvent) => connected().listener(event),
    reconnect: () => {
      const { listener, onConnect } = connected();
      onConnect(send);
      listener({ name: 'reconnected' });
    },
  };
};
