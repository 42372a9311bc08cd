/** The few HTML pages the server renders itself (statistics, video placeholder): escaping and a page shell. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A minimal standalone page, meant to be framed by the web app. `body` must already be escaped HTML. */
export function htmlPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:0;padding:12px;background:#0f1720;color:#e6edf3}
table{border-collapse:collapse;width:100%}td,th{padding:4px 8px;border-bottom:1px solid #2b3640;text-align:left}
.screen{aspect-ratio:16/9;display:grid;place-items:center;background:#000;border-radius:8px}</style>
</head><body>${body}</body></html>`;
}
