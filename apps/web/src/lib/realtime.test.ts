import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_CLIENT_EVENTS } from '@site/contracts/events';
import { fakeSocket } from '../test/fake-socket';
import { connectRealtime, setRealtimeTransport, watchLotteryGame } from './realtime';

const watch = (gameCode: string) => ({ name: SOCKET_CLIENT_EVENTS.lotteryWatch, payload: { gameCode } });
const unwatch = (gameCode: string) => ({ name: SOCKET_CLIENT_EVENTS.lotteryUnwatch, payload: { gameCode } });

/** Lets the transport's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => setRealtimeTransport(null));

describe('watching lottery games', () => {
  it('tells a connection the games already watched, and the ones watched later', async () => {
    const socket = fakeSocket();
    const stopHanoi = watchLotteryGame('VN_HANOI');
    const disconnect = connectRealtime(() => undefined);
    await settle();
    expect(socket.state.sent).toEqual([watch('VN_HANOI')]);

    const stopFast = watchLotteryGame('LOTT_FAST_1M');
    expect(socket.state.sent.at(-1)).toEqual(watch('LOTT_FAST_1M'));
    stopHanoi();
    stopFast();
    expect(socket.state.sent.slice(-2)).toEqual([unwatch('VN_HANOI'), unwatch('LOTT_FAST_1M')]);
    disconnect();
  });

  it('watches a game once however many pages show it, until the last leaves', async () => {
    const socket = fakeSocket();
    const disconnect = connectRealtime(() => undefined);
    await settle();
    const stopBoard = watchLotteryGame('VN_HANOI');
    const stopMenu = watchLotteryGame('VN_HANOI');
    stopBoard();
    stopBoard();
    expect(socket.state.sent).toEqual([watch('VN_HANOI')]);
    stopMenu();
    expect(socket.state.sent).toEqual([watch('VN_HANOI'), unwatch('VN_HANOI')]);
    disconnect();
  });

  it('watches again after a reconnection (the gateway forgot the old socket), and not after closing', async () => {
    const socket = fakeSocket();
    const stop = watchLotteryGame('SEA_FAST_1M');
    const disconnect = connectRealtime(() => undefined);
    await settle();
    socket.state.sent.length = 0;
    socket.reconnect();
    expect(socket.state.sent).toEqual([watch('SEA_FAST_1M')]);

    disconnect();
    socket.state.sent.length = 0;
    stop();
    expect(socket.state.sent).toEqual([]);
  });
});
