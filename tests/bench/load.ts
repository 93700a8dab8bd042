import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';

/*
 * Closed-loop load: `connections` clients on keep-alive sockets, each sending its next request as soon as the
 * last answered. With wrk installed (`apt-get install -y wrk`) it drives the load: written in C, it leaves the
 * two cores to the server, where a JavaScript client would spend one of them on itself. Without it (or with
 * BENCH_LOAD=node), a node:http client close to what autocannon does runs in this process, until `maxRequests`
 * are done or `maxMs` has passed.
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

const run = promisify(execFile);

/** The load generator the figures came from, printed beside them. */
export async function loadGenerator(): Promise<'wrk' | 'node'> {
  if (process.env.BENCH_LOAD === 'node') return 'node';
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk prints its version and usage, then exits 1.
      if (!error.stdout?.includes('wrk')) throw error;
    });
    return 'wrk';
  } catch {
    return 'node';
  }
}

/** "1.23ms", "850.00us", "1.02s" → ms. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk latency not understood: ${text}`);
  const value = Number(match[1]);
  const unit = match[2];
  return unit === 'us' ? value / 1000 : unit === 's' ? value * 1000 : unit === 'm' ? value * 60_000 : value;
}

/** wrk's summary (--latency) as a LoadResult. */
export function parseWrk(output: string): LoadResult {
  const field = (re: RegExp): string => {
    const match = re.exec(output);
    if (!match?.[1]) throw new Error(`wrk output lacks ${String(re)}:\n${output}`);
    return match[1];
  };
  const requests = Number(field(/(\d+) requests in/));
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors =
    Number(failed?.[1] ?? 0) +
    (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return {
    requests,
    errors,
    requestsPerSecond: Math.round(Number(field(/Requests\/sec:\s+([\d.]+)/))),
    p50Ms: Math.round(wrkMs(field(/\s50%\s+(\S+)/)) * 10) / 10,
    p99Ms: Math.round(wrkMs(field(/\s99%\s+(\S+)/)) * 10) / 10,
  };
}

async function runWrk({ url, headers = {}, connections, maxMs }: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const seconds = Math.max(1, Math.round(maxMs / 1000));
  const { stdout } = await run(
    'wrk',
    ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency', ...headerArgs, url],
    { maxBuffer: 1 << 20 },
  );
  return parseWrk(stdout);
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return (await loadGenerator()) === 'wrk' ? runWrk(options) : runNode(options);
}

async function runNode({
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
