import {
  BrokenCircuitError,
  circuitBreaker,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
} from 'cockatiel';
import type { TBreakerState } from '../metrics/gateway-metrics.js';
import { UpstreamError } from './upstream-error.js';

export type TBreakerOptions = {
  /** Consecutive failed exchanges that open the breaker. */
  failures: number;
  /** How long it stays open before a probe may close it. */
  halfOpenAfterMs: number;
  onStateChange?: (state: TBreakerState) => void;
};

/** What an exchange answers: its status is all the breaker looks at. */
type TAnswered = { status: number };

/** A proxy's or load balancer's "nothing is serving behind me"; the upstream's own answers carry other statuses. */
const isUnavailableStatus = (status: number): boolean => status >= 502 && status <= 504;

const STATE_NAMES: Record<CircuitState, TBreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Open]: 'open',
  [CircuitState.Isolated]: 'open',
};

/**
 * The circuit breaker in front of the upstream (cockatiel; decision 0036).
 * An exchange fails when it gets no answer (a timeout, a network error) or a
 * bare 502–504; `failures` of them in a row open the breaker. While open,
 * every exchange is refused at once with UpstreamError `unavailable` — never
 * sent, so a money request refused here certainly did not happen. After
 * `halfOpenAfterMs` the probe (`probeWith`) is sent alone: its success
 * closes the breaker, its failure opens it for another while. Exchanges that
 * arrive during the probe are refused too rather than queued behind it.
 * Exchanges already on the wire when it opens end as they end: their own
 * answer or failure, never `unavailable`.
 */
export class UpstreamBreaker {
  private readonly policy: CircuitBreakerPolicy;
  private probe: (() => Promise<unknown>) | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private isStopped = false;

  constructor(private readonly options: TBreakerOptions) {
    this.policy = circuitBreaker(
      handleWhen((error) => error instanceof UpstreamError).orWhenResult((result) =>
        isUnavailableStatus((result as TAnswered).status),
      ),
      { breaker: new ConsecutiveBreaker(options.failures), halfOpenAfter: options.halfOpenAfterMs },
    );
    this.policy.onStateChange((state) => {
      const name = STATE_NAMES[state];
      options.onStateChange?.(name);
      if (name === 'open') this.scheduleProbe();
    });
  }

  get state(): TBreakerState {
    return STATE_NAMES[this.policy.state];
  }

  /** The call sent to find out whether the upstream is back; a cheap, idempotent read. */
  probeWith(probe: () => Promise<unknown>): void {
    this.probe = probe;
  }

  /** Sends `exchange` unless the breaker refuses it; `call` names it in the refusal. */
  async send<T extends TAnswered>(call: string, exchange: () => Promise<T>): Promise<T> {
    if (this.policy.state === CircuitState.HalfOpen) throw this.refusal(call);
    try {
      return await this.policy.execute(exchange);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.refusal(call);
      throw error;
    }
  }

  /** No more probes (the app is closing). */
  stop(): void {
    this.isStopped = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private refusal(call: string): UpstreamError {
    return new UpstreamError({ kind: 'unavailable', call });
  }

  private scheduleProbe(): void {
    if (this.isStopped || this.probeTimer || !this.probe) return;
    const probe = this.probe;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void probe()
        .catch(() => undefined)
        // Refused because the timer beat the breaker's own clock, or another call was the test and
        // left it open without a state change: try again rather than stay open until traffic comes.
        .then(() => {
          if (this.state === 'open') this.scheduleProbe();
        });
    }, this.options.halfOpenAfterMs);
    this.probeTimer.unref();
  }
}
