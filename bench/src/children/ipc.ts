/**
 * The child side of the bench's IPC: answers `{id, cmd, ...}` messages with `{reply: id, ok, ...}` and exits
 * when the parent goes away (the IPC channel closes), so no child outlives a crashed run. Every child also
 * answers `cpu`: the CPU time its process has used so far (user and system, microseconds).
 */
export type Handler = (
  message: Record<string, unknown>,
) => Promise<Record<string, unknown>> | Record<string, unknown>;

export function serveCommands(own: Record<string, Handler>): void {
  const handlers: Record<string, Handler> = { cpu: () => ({ ...process.cpuUsage() }), ...own };
  process.on('disconnect', () => process.exit(0));
  process.on('message', (raw) => {
    const message = raw as Record<string, unknown> & { id: number; cmd: string };
    const handler = handlers[message.cmd];
    const answer = (body: Record<string, unknown>) => process.send?.({ reply: message.id, ...body });
    if (!handler) {
      answer({ ok: false, error: `unknown command ${message.cmd}` });
      return;
    }
    Promise.resolve()
      .then(() => handler(message))
      .then(
        (body) => answer({ ok: true, ...body }),
        (error: unknown) =>
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  });
}

/** Memory of this process, after a full collection when the process runs with --expose-gc. */
export function memory(): { rss: number; heapUsed: number; external: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}
