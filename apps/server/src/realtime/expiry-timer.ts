import { timerDelay } from './settings.js';

/**
 * Fires once a token's expiry plus a grace has passed. Setting a new expiry (a refresh) re-arms it, so the
 * callback only runs for a token that really was not renewed in time.
 */
export class ExpiryTimer {
  private timer: NodeJS.Timeout | null = null;
  private expiresAt: number | null = null;

  constructor(
    private readonly graceMs: number,
    private readonly onExpired: () => void,
  ) {}

  /** Arms for an expiry in epoch seconds; null (a token without `exp`) disarms. */
  set(expiresAt: number | null): void {
    this.clear();
    this.expiresAt = expiresAt;
    this.arm();
  }

  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    if (this.expiresAt === null) return;
    const due = this.expiresAt * 1000 + this.graceMs;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        // Timers are clamped to about 24.8 days; a later expiry re-arms instead of firing early.
        if (Date.now() >= due) this.onExpired();
        else this.arm();
      },
      timerDelay(due - Date.now()),
    );
  }
}
