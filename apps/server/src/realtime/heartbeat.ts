/**
 * Server pings of one connection (reference section 3): an empty reply every interval, which the client answers
 * with the empty command. A ping unanswered within the pong timeout means the peer is gone or stuck.
 */
export class Heartbeat {
  private interval: NodeJS.Timeout | null = null;
  private pongTimer: NodeJS.Timeout | null = null;
  private awaitingPong = false;

  constructor(
    private readonly options: {
      /** 0 disables pings. */
      intervalMs: number;
      pongTimeoutMs: number;
      sendPing: () => void;
      onMissedPong: () => void;
    },
  ) {}

  /** Starts pinging; idempotent. */
  start(): void {
    if (this.options.intervalMs <= 0 || this.interval !== null) return;
    this.interval = setInterval(() => this.ping(), this.options.intervalMs);
  }

  /** Takes a pong; false when no ping was outstanding (a protocol violation the caller answers). */
  pong(): boolean {
    if (!this.awaitingPong) return false;
    this.awaitingPong = false;
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    return true;
  }

  stop(): void {
    if (this.interval !== null) clearInterval(this.interval);
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.interval = null;
    this.pongTimer = null;
  }

  private ping(): void {
    // A slow pong is not answered with a second ping: one outstanding at a time, as the client expects.
    if (this.awaitingPong) return;
    this.awaitingPong = true;
    this.options.sendPing();
    this.pongTimer = setTimeout(() => this.options.onMissedPong(), this.options.pongTimeoutMs);
  }
}
