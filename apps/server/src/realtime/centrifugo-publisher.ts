import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeData, type Publisher, type StreamPosition } from './broker.js';

/** Where a real Centrifugo's server API is and its key (`http_api.key` in Centrifugo's config). */
export interface CentrifugoOptions {
  /** Base URL, e.g. http://centrifugo:8000 (the method paths `/api/batch`, `/api/info` are appended). */
  apiUrl: string;
  apiKey: string;
  /** Per HTTP request; a slow Centrifugo must not stall the feed forever. */
  timeoutMs?: number;
  /** Attempts of one batch before its publications fail (transport errors and temporary Centrifugo errors). */
  attempts?: number;
  /** The wait before the second attempt; doubled before each next one. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

/** A Centrifugo error object (`{code, message}`), in a reply or at the top of an answer. */
interface ApiError {
  code?: number;
  message?: string;
}

/** Centrifugo's `PublishResult`: the publication's place in the channel's history stream. */
interface PublishResult {
  offset?: number;
  epoch?: string;
}

/** One reply of `/api/batch`, in the order of the commands: the method's result under its name, or an error. */
interface BatchReply {
  error?: ApiError;
  publish?: PublishResult;
  broadcast?: { responses?: { error?: ApiError; result?: PublishResult }[] };
}

/** A publish Centrifugo refused or could not be reached for. */
export class CentrifugoPublishError extends Error {
  constructor(
    message: string,
    /** Centrifugo's error code, or the HTTP status when the answer was not Centrifugo's (0: unreachable). */
    readonly code: number,
  ) {
    super(message);
    this.name = 'CentrifugoPublishError';
  }
}

/**
 * Centrifugo's temporary errors (internal 100, too many requests 111): worth another attempt. The others (unknown
 * channel 102, permission denied 103, bad request 107...) would answer the same again.
 */
const TEMPORARY_CODES = new Set([100, 111]);
/** HTTP statuses worth another attempt: Centrifugo or a proxy in front of it is overloaded or restarting. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

interface Pending {
  channel: string;
  /** The data as JSON text: publications of the same text in one batch become one `broadcast`. */
  text: string;
  resolve(position: StreamPosition): void;
  reject(error: Error): void;
}

/** One command of a batch and the publications it answers, in the order of `channels`. */
interface Command {
  body: Record<string, unknown>;
  publications: Pending[];
}

/**
 * Publishes through a real Centrifugo's server HTTP API (reference section 8) instead of the embedded hub: how the
 * server scales out when browsers connect to a Centrifugo cluster.
 *
 * - Batched: what is published in one event-loop turn (a feed tick publishes many channels at once) leaves as
 *   one `POST /api/batch` (`{commands: [...]}`, answered `{replies: [...]}` in the same order); publications of
 *   the same data to several channels are one `broadcast` command (`{channels, data}`, answered per channel).
 * - Retried: a batch that meets a transport error, a retryable HTTP status or a temporary Centrifugo error is
 *   sent again after `backoffMs`, doubled each time, up to `attempts` attempts. Every command carries an
 *   `idempotency_key`, so Centrifugo drops a retry of what it already published (nothing is delivered twice).
 * - Kept in history: commands never set `skip_history`; the namespaces of `deploy/centrifugo.json` keep history
 *   and force recovery, so a browser that reconnects recovers what it missed from Centrifugo.
 * Centrifugo answers its errors with HTTP 200 and an `error` object, so both the status and the body are checked.
 */
export class CentrifugoPublisher implements Publisher {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: CentrifugoOptions) {
    this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  publish(channel: string, data: unknown): Promise<StreamPosition> {
    const text = encodeData(data);
    return new Promise<StreamPosition>((resolve, reject) => {
      this.queue.push({ channel, text, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Resolves when Centrifugo answers its `info` method with the key, for a readiness probe. */
  async ping(): Promise<void> {
    await this.call('info', {});
  }

  /** Waits for the batches in flight. */
  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const sending = this.send(commandsOf(batch)).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  private async send(commands: Command[]): Promise<void> {
    const attempts = Math.max(1, this.options.attempts ?? 3);
    let waiting = commands;
    for (let attempt = 1; waiting.length > 0; attempt++) {
      const last = attempt >= attempts;
      let answer: { replies?: BatchReply[] };
      try {
        answer = (await this.call('batch', { commands: waiting.map((c) => c.body) })) as typeof answer;
      } catch (error) {
        const failure = error as CentrifugoPublishError;
        if (last || !isRetryable(failure.code)) {
          for (const command of waiting) for (const p of command.publications) p.reject(failure);
          return;
        }
        await sleep((this.options.backoffMs ?? 100) * 2 ** (attempt - 1));
        continue;
      }
      const again: Command[] = [];
      waiting.forEach((command, index) => {
        const retry = settle(command, answer.replies?.[index], last);
        if (retry) again.push(command);
      });
      waiting = again;
      if (waiting.length > 0) await sleep((this.options.backoffMs ?? 100) * 2 ** (attempt - 1));
    }
  }

  /** POSTs one server API method; answers its JSON body, or rejects with Centrifugo's or the HTTP error. */
  private async call(method: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2000),
      });
    } catch (error) {
      throw new CentrifugoPublishError(`centrifugo unreachable: ${(error as Error).message}`, 0);
    }
    if (!response.ok) {
      throw new CentrifugoPublishError(`centrifugo answered HTTP ${response.status}`, response.status);
    }
    let answer: { error?: ApiError };
    try {
      answer = (await response.json()) as { error?: ApiError };
    } catch {
      throw new CentrifugoPublishError('centrifugo answered something other than JSON', response.status);
    }
    if (answer.error) throw apiError(answer.error);
    return answer;
  }
}

/** The batch's commands: one `broadcast` per data text published to several channels, else one `publish`. */
function commandsOf(batch: Pending[]): Command[] {
  const byText = new Map<string, Pending[]>();
  for (const pending of batch) {
    const same = byText.get(pending.text);
    if (same) same.push(pending);
    else byText.set(pending.text, [pending]);
  }
  return [...byText.values()].map((publications) => {
    const [first] = publications as [Pending, ...Pending[]];
    // Raw JSON inside the body: the text was encoded once, by publish().
    const data = JSON.parse(first.text) as unknown;
    const idempotency_key = randomUUID();
    return publications.length === 1
      ? { body: { publish: { channel: first.channel, data, idempotency_key } }, publications }
      : {
          body: { broadcast: { channels: publications.map((p) => p.channel), data, idempotency_key } },
          publications,
        };
  });
}

/**
 * Settles the publications of one command from its reply; answers whether the command should be sent again (a
 * temporary error before the last attempt). A broadcast's publications settle one by one (each channel has its
 * own answer); one that failed temporarily makes the whole broadcast go again, which its idempotency key keeps
 * from publishing twice to the channels that already have it.
 */
function settle(command: Command, reply: BatchReply | undefined, last: boolean): boolean {
  const answers: { error?: ApiError; result?: PublishResult }[] | undefined = reply?.error
    ? command.publications.map(() => ({ error: reply.error }))
    : reply?.publish
      ? [{ result: reply.publish }]
      : reply?.broadcast?.responses;
  if (!answers || answers.length !== command.publications.length) {
    const error = new CentrifugoPublishError('centrifugo answered no reply for a command', 0);
    for (const p of command.publications) p.reject(error);
    return false;
  }
  const retry = !last && answers.some((a) => a.error && TEMPORARY_CODES.has(a.error.code ?? 0));
  if (retry) return true;
  command.publications.forEach((publication, index) => {
    const answer = answers[index] ?? {};
    if (answer.error) publication.reject(apiError(answer.error));
    else publication.resolve({ offset: answer.result?.offset ?? 0, epoch: answer.result?.epoch ?? '' });
  });
  return false;
}

function apiError(error: ApiError): CentrifugoPublishError {
  return new CentrifugoPublishError(error.message ?? 'centrifugo error', error.code ?? 0);
}

/** Unreachable (0), a retryable HTTP status, or a temporary Centrifugo error at the top of the answer. */
function isRetryable(code: number): boolean {
  return code === 0 || RETRY_STATUSES.has(code) || TEMPORARY_CODES.has(code);
}
