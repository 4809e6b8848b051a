/**
 * The globals the game-page scripts share (shell.js and live-common.js define
 * them, the engines' scripts use them). Checked with the scripts by
 * tsconfig.json here; not served (only .js/.css/.svg are).
 */
import type {
  TBaccaratStateReply,
  TCockfightStateReply,
  TGameApi,
  TGameApiPath,
  TSessionReply,
} from '../../core/play/page/replies.js';
import type { TLiveTexts as TLiveTextsOfPage } from '../live/texts.js';

/** An API call that failed: the reply's `errorCode` (or `unknown_error`). */
export type TGameApiError = Error & { code: string };

/** `window.GameShell` (shell.js). */
export type TGameShell = {
  /** The element of an id; throws when the page lacks it. */
  $(id: string): HTMLElement;
  /** The element of an id, of a given type (`HTMLButtonElement`, ...); throws when it is not. */
  $as<T extends HTMLElement>(id: string, type: { new (): T; readonly name: string }): T;
  /** GET (no payload) or POST JSON to `/games/api/<path>` with the launch token; throws a TGameApiError. */
  api<P extends TGameApiPath>(path: P, payload?: object): Promise<TGameApi[P]>;
  t(key: string): string;
  money(minor: number): string;
  toast(text: string, kind?: 'error' | 'ok' | ''): void;
  /** The chosen bet (minor units). */
  bet(): number;
  setBusy(busy: boolean): void;
  setBalance(minor: number): void;
  setLastWin(minor: number): void;
  refreshFair(): Promise<void>;
  readonly session: TSessionReply | null;
  onReady(callback: (session: TSessionReply) => void): void;
};

/** A live page's texts (the `data-t` of its root). */
export type TLiveTexts = TLiveTextsOfPage;

/** The timed tables and their state replies. */
export type TTableStates = { baccarat: TBaccaratStateReply; cockfight: TCockfightStateReply };

/** What `LiveGames.timedTable` needs of an engine's page. */
export type TTimedTableOptions<E extends keyof TTableStates> = {
  /** The table's root element (selector). */
  root: string;
  engine: E;
  roundLabel?: string;
  revealLabel?: string;
  /** A result of the road (history) as a bead. */
  bead: (result: TTableStates[E]['history'][number]['result']) => { kind: string; label: string };
  /** Draws the engine's part of the felt. */
  render: (state: TTableStates[E], t: TLiveTexts) => void;
};

/** `window.LiveGames` (live-common.js). */
export type TLiveGames = {
  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    className?: string,
    text?: string | number | null,
  ): HTMLElementTagNameMap[K];
  /** A card code ("AS", "TH"; "??" face down) as a card element. */
  card(code: string | null | undefined): HTMLSpanElement;
  clear(node: Element | null): void;
  texts(root: Element): TLiveTexts;
  call<P extends TGameApiPath>(path: P, body?: object): Promise<TGameApi[P]>;
  toast(text: string, kind?: 'error' | 'ok' | ''): void;
  money(minor: number): string;
  errorText(error: unknown): string;
  timedTable<E extends keyof TTableStates>(options: TTimedTableOptions<E>): void;
  start(callback: () => void): void;
};

declare global {
  interface Window {
    GameShell: TGameShell;
    LiveGames: TLiveGames;
  }
  interface WindowEventMap {
    /** The bet bar's bet changed (minor units). */
    'game:bet': CustomEvent<number>;
  }
}
