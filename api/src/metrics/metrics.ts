import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Connections of the database client (pg Pool; PGlite: its one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Mail outbox: queued (or being sent), failed for good, age of the oldest queued. */
export interface OutboxStats {
  queued: number;
  failed: number;
  oldestQueuedAgeSeconds: number;
}

/** Durable jobs: waiting (queued, or running), failed for good, age of the oldest waiting. */
export interface JobStats {
  waiting: number;
  failed: number;
  oldestWaitingAgeSeconds: number;
}

/** What the renewal job did in one run (billing/lifecycle.ts CycleOutcome, the counted part). */
interface JobOutcome {
  /** false: another replica held the lock and did the work. */
  ran: boolean;
  renewed: number;
  failed: number;
}

/** Where a scrape reads the gauges from: asked at scrape time, never cached. */
export interface MetricSources {
  pool(): PoolStats;
  outbox(): Promise<OutboxStats>;
  jobs(): Promise<JobStats>;
}

/** One series of the requests' histogram: a label set, its count per bucket (not cumulated). */
interface RequestSeries {
  labels: { method: string; route: string; status_class: string };
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The requests' histogram (`http_request_duration_seconds`), which every answer adds to. It is
 * exposed exactly as prom-client's Histogram would expose it (same samples, labels, order and
 * values), but an answer finds its series by two Map lookups on strings Fastify keeps (route
 * pattern, method) and the status class's index, where prom-client's observe() checks and joins
 * the labels into a key and turns the bucket's bound into a property name each time.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Route pattern → method → status class (1 to 5) → its series. */
  private series = new Map<string, Map<string, RequestSeries[]>>();
  /** The series in the order they were first seen, as prom-client lists them. */
  private order: RequestSeries[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: number[],
  ) {}

  observe(method: string, route: string, statusCode: number, seconds: number) {
    if (!Number.isFinite(seconds)) throw new TypeError(`Value is not a valid number: ${seconds}`);
    let byMethod = this.series.get(route);
    if (byMethod === undefined) this.series.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (byClass === undefined) byMethod.set(method, (byClass = []));
    const statusClass = Math.floor(statusCode / 100);
    let series = byClass[statusClass];
    if (series === undefined) {
      series = byClass[statusClass] = {
        labels: { method, route, status_class: `${statusClass}xx` },
        counts: this.bounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.order.push(series);
    }
    // The first bucket whose bound the value does not exceed (none: only +Inf counts it).
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        series.counts[i]! += 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry writes: per series each bucket (cumulated), +Inf, _sum and _count. */
  getForPromString() {
    const bucketName = `${this.name}_bucket`;
    const values = this.order.flatMap((series) => {
      let cumulated = 0;
      const sharedLabels = series.labels;
      return [
        ...this.bounds.map((le, i) => ({
          labels: { le: le as number | string },
          sharedLabels,
          value: (cumulated += series.counts[i]!),
          metricName: bucketName,
          exemplar: null,
        })),
        {
          labels: { le: '+Inf' },
          sharedLabels,
          value: series.count,
          metricName: bucketName,
          exemplar: null,
        },
        { labels: {}, sharedLabels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels, value: series.count, metricName: `${this.name}_count` },
      ];
    });
    const { name, help, type, aggregator } = this;
    return { name, help, type, values, aggregator };
  }

  /** The JSON form (registry.getMetricsAsJSON): each sample's labels with its series' own. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, ...sample }) => ({
        ...sample,
        labels: { ...sample.labels, ...sharedLabels },
      })),
    };
  }

  reset() {
    this.series.clear();
    this.order = [];
  }
}

/**
 * The portal's metrics, one registry per API instance (tests build many in one process). Names
 * and labels are documented in docs/operations.md#metrics.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new RequestHistogram(
    'http_request_duration_seconds',
    'Requests answered, by route pattern, method and status class, and how long they took',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  registry.registerMetric(requests as unknown as Parameters<Registry['registerMetric']>[0]);
  const rateLimited = new Counter({
    name: 'http_rate_limited_total',
    help: 'Requests refused with 429 (a request budget or a sign-in limit), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const loginFailures = new Counter({
    name: 'login_failures_total',
    help: 'Sign-in attempts refused (wrong credentials, unknown or used code), by sign-in method',
    labelNames: ['method'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'billing_job_runs_total',
    help: 'Runs of the renewal job, by result (skipped: another replica held the lock; error: the run failed)',
    labelNames: ['result'] as const,
    registers,
  });
  const renewalsCharged = new Counter({
    name: 'billing_renewals_charged_total',
    help: 'Renewals the job charged',
    registers,
  });
  const renewalsFailed = new Counter({
    name: 'billing_renewals_failed_total',
    help: 'Renewals whose payment failed',
    registers,
  });
  const jobDuration = new Histogram({
    name: 'billing_job_duration_seconds',
    help: 'How long a run of the renewal job took',
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total open, idle, and queries waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.pool();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  // The three outbox gauges come from one query per scrape.
  let outboxScrape: Promise<OutboxStats> | null = null;
  const outboxGauge = (name: string, help: string, field: keyof OutboxStats) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        outboxScrape ??= sources.outbox().finally(() => {
          outboxScrape = null;
        });
        this.set((await outboxScrape)[field]);
      },
    });
  outboxGauge('mail_outbox_queued', 'Messages waiting to be sent (queued or sending)', 'queued');
  outboxGauge('mail_outbox_failed', 'Messages that failed for good', 'failed');
  outboxGauge(
    'mail_outbox_oldest_queued_age_seconds',
    'Age of the oldest message waiting to be sent (0: none waiting)',
    'oldestQueuedAgeSeconds',
  );

  // The durable jobs' gauges likewise (api/README "Jobs").
  let jobsScrape: Promise<JobStats> | null = null;
  const jobsGauge = (name: string, help: string, field: keyof JobStats) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        jobsScrape ??= sources.jobs().finally(() => {
          jobsScrape = null;
        });
        this.set((await jobsScrape)[field]);
      },
    });
  jobsGauge('jobs_waiting', 'Durable jobs not finished yet (queued or running)', 'waiting');
  jobsGauge('jobs_failed', 'Durable jobs that failed for good', 'failed');
  jobsGauge(
    'jobs_oldest_waiting_age_seconds',
    'Age of the oldest durable job not finished yet (0: none)',
    'oldestWaitingAgeSeconds',
  );

  return {
    registry,

    /** One answered request; `route` is the pattern (`/v2/invitations/:id`), never the URL. */
    request(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe(method, route, statusCode, seconds);
      if (statusCode === 429) rateLimited.inc({ route });
    },

    loginFailed(method: string) {
      loginFailures.inc({ method });
    },

    /** Times one run of the renewal job and counts what it did; the run's result is returned. */
    async billingJob<T extends JobOutcome>(run: () => Promise<T>): Promise<T> {
      const end = jobDuration.startTimer();
      try {
        const outcome = await run();
        jobRuns.inc({ result: outcome.ran ? 'ok' : 'skipped' });
        renewalsCharged.inc(outcome.renewed);
        renewalsFailed.inc(outcome.failed);
        return outcome;
      } catch (error) {
        jobRuns.inc({ result: 'error' });
        throw error;
      } finally {
        end();
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
