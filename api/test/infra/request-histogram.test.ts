import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from '../../src/metrics/metrics';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const HELP = 'Requests answered, by route pattern, method and status class, and how long they took';

/** The same answers counted by prom-client's own Histogram and by the portal's. */
function both() {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: HELP,
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  const ours = new Registry();
  const requests = new RequestHistogram('http_request_duration_seconds', HELP, BUCKETS);
  ours.registerMetric(requests as unknown as Parameters<Registry['registerMetric']>[0]);
  const observe = (method: string, route: string, status: number, seconds: number) => {
    histogram.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    requests.observe(method, route, status, seconds);
  };
  return { theirs, ours, observe, reset: () => (histogram.reset(), requests.reset()) };
}

describe('the requests histogram', () => {
  it('is exposed exactly as prom-client exposes its Histogram, text and JSON', async () => {
    const { theirs, ours, observe, reset } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    const answers: [string, string, number, number][] = [
      ['GET', '/v2/users/me', 200, 0.004],
      ['GET', '/v2/users/me', 200, 0.005],
      ['GET', '/v2/users/me', 204, 0.0051],
      ['POST', '/v2/users', 201, 0.3],
      ['GET', '/v2/users/me', 401, 0.001],
      ['GET', '(unmatched)', 404, 12],
      ['GET', '/v2/invitations/:id', 429, 10],
      ['POST', '/v2/users', 500, 2.5],
    ];
    for (const answer of answers) observe(...answer);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    reset();
    observe('GET', '/healthz', 200, 0.02);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
