// Waiting applicants as they arrive (issue 16): N applicants, each polling every 5 s on their own timer, started at
// their own moment, make requests that arrive independently: a Poisson stream of N / 5 per second. This sends that
// stream open loop (each request at its planned moment, however long the ones before take, on up to 128 keep-alive
// connections; beyond that a request waits for one, and that wait counts) and measures each latency from the planned moment, so a late answer, or a generator
// that fell behind, counts against the platform (no coordinated omission).
//
// Why not autocannon's `overallRate` (bench/run.ts `BENCH_WAITING_LOAD=burst`): it gives each connection a quota per
// second that the connection sends back to back at the start of each second, then waits for the next second. At
// 1,000 polls/s on 50 connections that is every second's 1,000 polls at once, 50 at a time: its p99 is how long the
// platform takes to drain that burst, not what an applicant who polls every 5 s waits.
import { Agent, request } from 'node:http';

export interface SpreadTarget {
  path: string;
  headers: Record<string, string>;
}

export interface SpreadFigures {
  requestsPerSecond: number;
  /** Milliseconds from the planned moment to the whole answer, to 0.1 ms. */
  p99Ms: number;
  p50Ms: number;
  /**
   * The p99 measured from the moment each request was actually sent: beside p99Ms it tells the platform's lateness
   * from the generator's own (a generator starved of CPU sends late, and p99Ms counts that against the platform).
   */
  p99FromSendMs: number;
  meanLatencyMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The most requests that were waiting for an answer at once. */
  maxInFlight: number;
}

const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 10) / 10;
}

/** A Poisson stream of `perSecond` requests for `seconds`, each to the next target, open loop. */
export async function spreadLoad(options: {
  origin: string;
  method: 'GET' | 'PUT';
  body?: unknown;
  perSecond: number;
  seconds: number;
  next: () => SpreadTarget;
}): Promise<SpreadFigures> {
  const { origin, method, perSecond, seconds, next } = options;
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const latencies: number[] = [];
  const fromSend: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const end = start + seconds * 1000;
  let planned = start;
  const send = (at: number) => {
    const target = next();
    const sentAt = performance.now();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = new Promise<void>((resolve) => {
      const finish = (ok: boolean | 'error') => {
        inFlight -= 1;
        if (ok === 'error') errors += 1;
        else if (ok) {
          const now = performance.now();
          latencies.push(now - at);
          fromSend.push(now - sentAt);
        } else non2xx += 1;
        resolve();
      };
      const sent = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: target.path,
          headers: {
            ...jsonHeaders,
            ...target.headers,
            ...(payload ? { 'content-length': String(payload.length) } : {}),
          },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => finish((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
          response.on('error', () => finish('error'));
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('timeout')));
      sent.on('error', () => finish('error'));
      sent.end(payload);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      while (planned <= now && planned < end) {
        send(planned);
        // exponential gaps: independent arrivals at perSecond on average
        planned += (-Math.log(1 - Math.random()) * 1000) / perSecond;
      }
      if (planned >= end) finished();
      else setTimeout(tick, Math.max(0, Math.min(5, planned - performance.now())));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = latencies.length + non2xx + errors;
  return {
    requestsPerSecond: Math.round(total / seconds),
    p99Ms: percentile(sorted, 0.99),
    p50Ms: percentile(sorted, 0.5),
    p99FromSendMs: percentile(
      [...fromSend].sort((a, b) => a - b),
      0.99,
    ),
    meanLatencyMs: Math.round((sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)) * 100) / 100,
    requests: total,
    non2xx,
    errors,
    maxInFlight,
  };
}
