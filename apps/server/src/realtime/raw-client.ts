import { WebSocket } from 'ws';

/** A reply or push as the server sent it. */
export type Message = Record<string, unknown> & { id?: number };

/**
 * A protocol client for tests that need to send what the official client never would: it writes raw frames and
 * records every message and frame received, and the close code and reason.
 */
export class RawClient {
  readonly messages: Message[] = [];
  readonly frames: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      for (const line of text.split('\n')) this.messages.push(JSON.parse(line) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    socket.on('error', () => {});
  }

  /** Opens a socket to the hub. */
  static open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url);
    const client = new RawClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Sends one text frame as is. */
  sendText(text: string): void {
    this.socket.send(text);
  }

  /** Sends commands as one frame, newline-separated, like the client batches them. */
  send(...commands: object[]): void {
    this.socket.send(commands.map((command) => JSON.stringify(command)).join('\n'));
  }

  /** The first message matching, waiting for it up to `timeoutMs`. */
  async next(match: (message: Message) => boolean, timeoutMs = 3000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found !== undefined) return found;
      if (this.socket.readyState === WebSocket.CLOSED)
        throw new Error('socket closed before the message came');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no such message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The reply to command `id`. */
  reply(id: number): Promise<Message> {
    return this.next((message) => message.id === id);
  }

  /** Sends a connect and waits for its reply. */
  async connect(token: string, id = 1): Promise<Message> {
    this.send({ id, connect: { token, name: 'raw-test' } });
    return this.reply(id);
  }

  close(): void {
    this.socket.terminate();
  }
}
