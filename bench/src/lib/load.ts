/** HTTP load with autocannon: a fixed number of connections for a fixed time, loopback only. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function httpLoad(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(options.url))
    throw new Error(`load only goes to loopback: ${options.url}`);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    // A slow answer is still an answer: 30 s before autocannon gives up on a request (its default is 10 s).
    timeout: 30,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
