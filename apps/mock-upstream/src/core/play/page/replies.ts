/**
 * The JSON the game API (`/games/api/…`) sends to the game pages, declared
 * once: the routes in src/games type their replies with these, and the
 * browser scripts in src/games/assets (plain JS, `// @ts-check`) read them
 * through JSDoc `import('./replies.js')` typedefs. Type-only: no runtime
 * code, and no imports, so the browser check (assets/tsconfig.json) stays
 * free of server code. Money is integer minor units; times are epoch ms
 * unless a field says ISO.
 */

// ---------------------------------------------------------------- common

/** The player's current seed pair, without the server seed. */
export type TFairPublicReply = { serverSeedHash: string; clientSeed: string; nonce: number };

/** `POST /games/api/fair/rotate`. */
export type TFairRotationReply = { revealedServerSeed: string; previousHash: string; serverSeedHash: string };

/** The `game` of every session reply; engines add their facts (see the `T…SessionGame` types). */
export type TSessionGame = {
  id: number;
  nodeId: string;
  gameId: string;
  name: string;
  engine: string;
  vassalage: string;
  minBetMinor: number;
  rtpBasisPoints: number | null;
  betLevelsMinor: number[];
};

/** `GET /games/api/session`, `TGame` being what the page's engine adds to `game`. */
export type TSessionReply<TGame extends object = object> = {
  game: TSessionGame & TGame;
  mode: 'real' | 'trial';
  balanceMinor: number;
  currencySymbol: string;
  language: string;
  fair: TFairPublicReply;
};

/** The body of a failed call (any status ≥ 400): the wire envelope or a seamless error. */
export type TErrorReply = { errorCode?: string; message?: string };

// ---------------------------------------------------------------- slot

export type TSlotSymbol =
  | 'SEVEN'
  | 'DIAMOND'
  | 'BELL'
  | 'MELON'
  | 'GRAPES'
  | 'PLUM'
  | 'ORANGE'
  | 'LEMON'
  | 'CHERRY'
  | 'WILD'
  | 'SCATTER';

/** The published paytable (session `game.paytable`): pays in units of 1/`unitsPerBet` of the bet. */
export type TSlotPaytable = {
  lines: number;
  reels: number;
  rows: number;
  symbols: readonly TSlotSymbol[];
  /** paylines[line][reel] = row. */
  paylines: readonly (readonly number[])[];
  /** symbol → [3, 4, 5 of a kind]. */
  linePays: Record<string, readonly number[]>;
  scatterPays: readonly number[];
  unitsPerBet: number;
  rtp: number;
  strips: TSlotSymbol[][];
};

export type TSlotSessionGame = { paytable: TSlotPaytable };

export type TSlotLineWin = {
  line: number;
  symbol: TSlotSymbol;
  count: number;
  units: number;
  rows: number[];
};

export type TSlotOutcome = {
  stops: number[];
  /** window[reel][row]. */
  window: TSlotSymbol[][];
  lineWins: TSlotLineWin[];
  scatterCount: number;
  scatterUnits: number;
  totalUnits: number;
};

/** `POST /games/api/slot/spin {betMinor}`. */
export type TSlotSpinReply = {
  roundId: string;
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
  outcome: TSlotOutcome;
  fair: TFairPublicReply;
};

// ---------------------------------------------------------------- fish

export type TFishType = { id: string; multiplier: number; hitProbability: number };

export type TFishSessionGame = { fish: readonly TFishType[]; rtp: number };

/** `POST /games/api/fish/shoot {betMinor, fish}`. */
export type TFishShotReply = {
  roundId: string;
  isHit: boolean;
  multiplier: number;
  winMinor: number;
  balanceMinor: number;
  fair: TFairPublicReply;
};

// ---------------------------------------------------------------- bingo

/** 5 columns of 5 numbers; 0 is the free centre. */
export type TBingoCardReply = number[][];

/** `POST /games/api/bingo/buy {betMinor}`. */
export type TBingoBuyReply = {
  roundId: string;
  card: TBingoCardReply;
  balanceMinor: number;
  fair: { serverSeedHash: string | null; clientSeed: string | null; nonce: number | null };
};

/** `POST /games/api/bingo/draw {roundId}`. */
export type TBingoDrawReply = {
  roundId: string;
  balls: number[];
  card: TBingoCardReply;
  marked: boolean[][];
  /** Pattern ids completed, best first. */
  completed: string[];
  best: string | null;
  winMinor: number;
  balanceMinor: number;
};

// ---------------------------------------------------------------- lottery

/** The contracts' lottery values (domain/lottery.ts), repeated here because this file imports nothing. */
type TLotteryBetType = 'LO' | 'DE' | 'CANG3' | 'XIEN2' | 'XIEN3' | 'XIEN4' | 'BIG_4D' | 'SMALL_4D';
type TLotteryOdds = number | Partial<Record<string, number>>;

/** A draw as `/lgw` sends it (times ms; `results` prize key → numbers once drawn). */
export type TLotteryLobbyDraw = {
  gameCode: string;
  gameName: string;
  numero: string;
  resultFormat: 'VN_NORTH' | 'VN_SOUTH' | 'SEA_4D';
  status: 'open' | 'closed' | 'drawn' | 'settled';
  closeTime: number;
  drawTime: number;
  serverSeedHash: string;
  serverSeed?: string | null | undefined;
  results?: Partial<Record<string, string[]>> | null | undefined;
  drawnTime?: number | null | undefined;
};

/** A bet type of the lobby's game: odds in hundredths (per prize for 4D), stake limits in minor units. */
export type TLotteryLobbyBetRule = {
  betType: TLotteryBetType;
  odds: TLotteryOdds;
  minStakeMinor: number;
  maxStakeMinor: number;
  /** How many numbers a line picks, and of how many digits. */
  numbers: number;
  digits: number;
};

/** A game of the lobby's picker, in its menu group (VN: the region). */
export type TLotteryLobbyGame = { gameCode: string; gameName: string; groupCode: string; groupName: string };

/** A sub-order in the lobby: as on /lgw, amounts in minor units. */
export type TLotteryLobbySubOrder = {
  subOrderNo: string;
  betType: TLotteryBetType;
  numbers: string[];
  stakeMinor: number;
  odds: TLotteryOdds;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  hits: number | null;
  winMinor: number;
  cancellable: boolean;
};

/** An order in the lobby with its sub-orders and draw: as on /lgw, amounts in minor units. */
export type TLotteryLobbyOrder = {
  orderNo: string;
  gameCode: string;
  gameName: string;
  numero: string;
  status: 'open' | 'settled' | 'cancelled';
  betTime: number;
  closeTime: number;
  totalStakeMinor: number;
  totalWinMinor: number;
  subOrders: TLotteryLobbySubOrder[];
  draw: TLotteryLobbyDraw;
};

/** `GET /games/api/lottery/state?gameCode`. */
export type TLotteryStateReply = {
  /** The game's clock (ms), for the countdown. */
  serverTime: number;
  gameCode: string;
  games: TLotteryLobbyGame[];
  rules: {
    gameCode: string;
    resultFormat: TLotteryLobbyDraw['resultFormat'];
    closeBeforeSeconds: number;
    betRules: TLotteryLobbyBetRule[];
  };
  near: {
    previous: TLotteryLobbyDraw | null;
    current: TLotteryLobbyDraw | null;
    next: TLotteryLobbyDraw | null;
  };
  /** The member's latest orders of the game, newest first. */
  orders: TLotteryLobbyOrder[];
  /** The balance the lobby plays with (wins of settled orders show without a bet). */
  balanceMinor: number;
};

/** `POST /games/api/lottery/orders` and `/cancel`: the order as it stands and the balance after. */
export type TLotteryOrderReply = { order: TLotteryLobbyOrder; balanceMinor: number };

// ---------------------------------------------------------------- live: bets

export type TLiveSelectionReply = { bet: string; stakeMinor: number; oddsHundredths: number };

/** A slip of a live engine (timed table round or sportsbook fixture). */
export type TLiveBetReply = {
  roundId: string;
  roundNo: number | null;
  fixtureId: string | null;
  selections: TLiveSelectionReply[];
  stakeMinor: number;
  status: 'open' | 'settled';
  returnMinor: number | null;
  placedAt: number;
};

/** `POST /games/api/<baccarat|cockfight>/bet {roundNo, stakes}`. */
export type TTableBetReply = { roundId: string; balanceMinor: number };

// ---------------------------------------------------------------- live: timed tables

/** `GET /games/api/<baccarat|cockfight>/state`, `TResult` being the engine's round result. */
export type TTableStateReply<TResult> = {
  table: {
    tableId: number;
    name: string;
    minBetMinor: number;
    maxBetMinor: number;
    bettingMs: number;
    revealMs: number;
  };
  /** The server's clock (the page ticks its countdown against it). */
  now: number;
  round: {
    roundNo: number;
    phase: 'betting' | 'revealing';
    opensAt: number;
    closesAt: number;
    endsAt: number;
    serverSeedHash: string;
    clientSeed: string;
    /** Only once bets are closed. */
    serverSeed?: string;
    result?: TResult;
  };
  previous: {
    roundNo: number;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    opensAt: number;
    closesAt: number;
    endsAt: number;
  } | null;
  history: { roundNo: number; result: TResult }[];
  myBets: TLiveBetReply[];
  balanceMinor: number;
};

export type TBaccaratCoupReply = {
  /** Card codes such as "AS", "TH". */
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  isNatural: boolean;
  isPlayerPair: boolean;
  isBankerPair: boolean;
};

export type TBaccaratStateReply = TTableStateReply<TBaccaratCoupReply>;

export type TCockfightBet = 'meron' | 'wala' | 'draw';

export type TCockfightResultReply = { winner: TCockfightBet; durationSeconds: number };

export type TCockfightStateReply = TTableStateReply<TCockfightResultReply> & {
  /** The roosters and odds (hundredths) of the fight taking bets. */
  card: {
    meron: string;
    wala: string;
    probabilities: [number, number, number];
    odds: Record<TCockfightBet, number>;
  };
};

// ---------------------------------------------------------------- live: sportsbook

export type TSportSelection = 'home' | 'draw' | 'away';

export type TFixtureReply = {
  fixtureId: string;
  sport: string;
  sportLabel: string;
  league: string;
  home: string;
  away: string;
  kickoffAt: number;
  endsAt: number;
  status: 'upcoming' | 'live' | 'finished';
  markets: { selection: TSportSelection; odds: number }[];
  serverSeedHash: string;
  /** Once finished. */
  result?: { selection: TSportSelection; homeScore: number; awayScore: number } | null;
  serverSeed?: string;
};

/** `GET /games/api/sportsbook/fixtures`. */
export type TSportsbookReply = {
  feed: string;
  now: number;
  fixtures: TFixtureReply[];
  myBets: (TLiveBetReply & { match: string | null })[];
  balanceMinor: number;
  limits: { minStakeMinor: number; maxStakeMinor: number };
};

/** `POST /games/api/sportsbook/bet {fixtureId, selection, stakeMinor, odds}`. */
export type TSportsbookBetReply = { roundId: string; balanceMinor: number; odds: number };

// ---------------------------------------------------------------- live: poker

export type TPokerRoomReply = {
  roomId: number;
  roomCode: string;
  name: string;
  smallBlindMinor: number;
  bigBlindMinor: number;
  minBuyInMinor: number;
  maxBuyInMinor: number;
  seatCount: number;
  seats: { seatNo: number; name: string; isBot: boolean; stackMinor: number }[];
};

export type TPokerLegalReply = {
  canCheck: boolean;
  callAmount: number;
  canRaise: boolean;
  minRaiseTo: number;
  maxRaiseTo: number;
};

export type TPokerPlayerReply = {
  seatNo: number;
  name: string;
  isBot: boolean;
  stackMinor: number;
  betMinor: number;
  hasFolded: boolean;
  isAllIn: boolean;
  /** Card codes; "??" while a bot's cards are hidden. */
  hole: string[];
};

export type TPokerHandReply = {
  handNo: number;
  street: 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'done';
  board: string[];
  potMinor: number;
  dealerSeatNo: number | null;
  toActSeatNo: number | null;
  players: TPokerPlayerReply[];
  /** Only when it is my turn. */
  legal: TPokerLegalReply | null;
  awards: { amount: number; seatNos: number[]; winnerSeatNos: number[] }[];
  shown: { seatNo: number; category: string; cards: string[] }[];
  log: string[];
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
};

export type TPokerLobbyReply = { seated: false; balanceMinor: number; rooms: TPokerRoomReply[] };

export type TPokerTableReply = {
  seated: true;
  balanceMinor: number;
  room: { roomId: number; name: string; smallBlindMinor: number; bigBlindMinor: number; seatCount: number };
  mySeatNo: number;
  stackMinor: number;
  seats: { seatNo: number; name: string; isBot: boolean; isMe: boolean; stackMinor: number }[];
  hand: TPokerHandReply | null;
};

/** `GET /games/api/poker/table` and every poker action (`sit`, `deal`, `act`; `leave` adds `cashOutMinor`). */
export type TPokerViewReply = (TPokerLobbyReply | TPokerTableReply) & { cashOutMinor?: number };

// ---------------------------------------------------------------- the map

/** Every game API path (relative to `/games/api/`) and its reply: what `GameShell.api(path)` resolves to. */
export type TGameApi = {
  session: TSessionReply;
  'fair/client-seed': TFairPublicReply;
  'fair/rotate': TFairRotationReply;
  'slot/spin': TSlotSpinReply;
  'fish/shoot': TFishShotReply;
  'bingo/buy': TBingoBuyReply;
  'bingo/draw': TBingoDrawReply;
  'lottery/state': TLotteryStateReply;
  'lottery/orders': TLotteryOrderReply;
  'lottery/cancel': TLotteryOrderReply;
  'baccarat/state': TBaccaratStateReply;
  'baccarat/bet': TTableBetReply;
  'cockfight/state': TCockfightStateReply;
  'cockfight/bet': TTableBetReply;
  'sportsbook/fixtures': TSportsbookReply;
  'sportsbook/bet': TSportsbookBetReply;
  'poker/table': TPokerViewReply;
  'poker/sit': TPokerViewReply;
  'poker/deal': TPokerViewReply;
  'poker/act': TPokerViewReply;
  'poker/leave': TPokerViewReply;
};

export type TGameApiPath = keyof TGameApi;
