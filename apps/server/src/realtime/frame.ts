import { disconnects } from './codes.js';
import { type Command, commandSchema } from './command.js';

/** Most commands one frame may carry; the client batches a connect with its pending subscribes, never thousands. */
const MAX_COMMANDS_PER_FRAME = 512;

/**
 * Splits one inbound text frame into commands (JSON objects separated by `\n`; blank lines are tolerated, as
 * the 5.8 client tolerates them on its side). Anything else throws a {@link Disconnect} "bad request".
 */
export function decodeFrame(text: string): Command[] {
  const commands: Command[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (commands.length >= MAX_COMMANDS_PER_FRAME) throw disconnects.badRequest();
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw disconnects.badRequest();
    }
    const parsed = commandSchema.safeParse(value);
    if (!parsed.success) throw disconnects.badRequest();
    commands.push(parsed.data);
  }
  if (commands.length === 0) throw disconnects.badRequest();
  return commands;
}

/**
 * Joins outbound messages into one frame. No trailing or blank lines: the 5.7 client JSON.parses every part it
 * gets from splitting on `\n`.
 */
export function encodeFrame(messages: readonly string[]): string {
  return messages.join('\n');
}

/** The push of one publication, encoded once per publication and shared by every subscriber. */
export function encodePublicationPush(channel: string, data: string, offset: number): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${data},"offset":${offset}}}}`;
}

/**
 * The push of one publication on a subscription with delta compression: `text` (the payload's JSON text, or a
 * fossil delta when `delta`) goes as a JSON string, which the client decodes (reference section 7).
 */
export function encodeTextPublicationPush(
  channel: string,
  text: string,
  offset: number,
  delta: boolean,
): string {
  const flag = delta ? ',"delta":true' : '';
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${JSON.stringify(text)},"offset":${offset}${flag}}}}`;
}

/** The push telling the client its subscription ended (code >= 2500: it subscribes again). */
export function encodeUnsubscribePush(channel: string, code: number, reason: string): string {
  return JSON.stringify({ push: { channel, unsubscribe: { code, reason } } });
}

/** The server ping: an empty reply. */
export const PING = '{}';
