import http from 'node:http';

/*
 * A small closed-loop load generator: `connections` clients on keep-alive sockets, each sending its next request
 * as soon as the last answered, until `maxRequests` are done or `maxMs` has passed (whichever first). No load
 * tool is installed, and fetch's pool adds its own overhead; node:http with a keep-alive agent is close to what
 * autocannon does.
 */

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  maxRequests: number;
  maxMs: number;
}

export interface LoadResult {
  requests: number;
  /** Non-200 answers and failed requests. */
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export async function runLoad({
  url,
  headers = {},
  connections,
  maxRequests,
  maxMs,
}: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  const deadline = begin + maxMs;
  const client = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      try {
        if ((await once(agent, target, headers)) !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = performance.now() - begin;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 1000),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
  };
}
