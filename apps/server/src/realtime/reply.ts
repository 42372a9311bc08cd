import type { Publication } from './broker.js';
import type { ProtocolError } from './codes.js';

/**
 * Encoders of replies to commands. Publication data is kept as JSON text from publish to socket, so replies that
 * carry publications are assembled as text rather than stringified from objects (no parse and re-stringify).
 */

/**
 * `{"id":N,"<method>":<result>}`, with `publications` appended to the result when given; `asText`: their data as
 * JSON strings (a subscription with delta compression, whose client decodes every payload from a string).
 */
export function encodeReply(
  id: number,
  method: string,
  result: object,
  publications?: readonly Publication[],
  asText = false,
): string {
  let body = JSON.stringify(result);
  if (publications !== undefined) {
    const dataOf = (p: Publication) => (asText ? JSON.stringify(p.data) : p.data);
    const list = publications.map((p) => `{"data":${dataOf(p)},"offset":${p.offset}}`).join(',');
    const open = body === '{}' ? '{' : `${body.slice(0, -1)},`;
    body = `${open}"publications":[${list}]}`;
  }
  return `{"id":${id},${JSON.stringify(method)}:${body}}`;
}

/** `{"id":N,"error":{code,message,temporary?}}`. */
export function encodeError(id: number, error: ProtocolError): string {
  const body: { code: number; message: string; temporary?: boolean } = {
    code: error.code,
    message: error.message,
  };
  if (error.temporary) body.temporary = true;
  return JSON.stringify({ id, error: body });
}
