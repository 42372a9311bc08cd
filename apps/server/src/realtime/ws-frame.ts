/**
 * WebSocket framing of outbound text (RFC 6455 section 5.2), done by the hub instead of `ws` so that one
 * publication is framed once and the same bytes are written to every socket. Server frames are never masked; the
 * hub's WebSocket server negotiates no extension (no permessage-deflate), so a frame is the header and the UTF-8.
 */

/** FIN bit and opcode 1 (text): every message the hub sends is one unfragmented text frame. */
const FIN_TEXT = 0x81;

/** One text frame carrying `text`: header and payload in a single buffer, written with one `write`. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = FIN_TEXT;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    // 64-bit length, most significant bit 0; a frame never nears 2^53 bytes.
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, header, 'utf8');
  return frame;
}
