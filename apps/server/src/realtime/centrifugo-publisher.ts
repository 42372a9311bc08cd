import type { Publisher, StreamPosition } from './broker.js';

/** Where a real Centrifugo's server API is and its key (`http_api.key` in Centrifugo's config). */
export interface CentrifugoOptions {
  /** Base URL, e.g. http://centrifugo:8000 (the `/api/publish` path is appended). */
  apiUrl: string;
  apiKey: string;
  /** Per request; a slow Centrifugo must not stall the feed forever. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface PublishAnswer {
  result?: { offset?: number; epoch?: string };
  error?: { code?: number; message?: string };
}

/** A publish Centrifugo refused or could not be reached for. */
export class CentrifugoPublishError extends Error {
  constructor(
    message: string,
    /** Centrifugo's error code, or the HTTP status when the answer was not Centrifugo's. */
    readonly code: number,
  ) {
    super(message);
    this.name = 'CentrifugoPublishError';
  }
}

/**
 * Publishes through a real Centrifugo's HTTP API (reference section 8) instead of the embedded hub: how the
 * server scales out when browsers connect to a Centrifugo cluster. Centrifugo answers errors with HTTP 200 and
 * an `error` object, so both the status and the body are checked.
 */
export class CentrifugoPublisher implements Publisher {
  private readonly endpoint: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CentrifugoOptions) {
    this.endpoint = `${options.apiUrl.replace(/\/+$/, '')}/api/publish`;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async publish(channel: string, data: unknown): Promise<StreamPosition> {
    let response: Response;
    try {
      response = await this.fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
        body: JSON.stringify({ channel, data }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new CentrifugoPublishError(`centrifugo unreachable: ${(error as Error).message}`, 0);
    }
    if (!response.ok) {
      throw new CentrifugoPublishError(`centrifugo answered HTTP ${response.status}`, response.status);
    }
    let answer: PublishAnswer;
    try {
      answer = (await response.json()) as PublishAnswer;
    } catch {
      throw new CentrifugoPublishError('centrifugo answered something other than JSON', response.status);
    }
    if (answer.error) {
      throw new CentrifugoPublishError(answer.error.message ?? 'centrifugo error', answer.error.code ?? 0);
    }
    return { offset: answer.result?.offset ?? 0, epoch: answer.result?.epoch ?? '' };
  }

  async close(): Promise<void> {}
}
