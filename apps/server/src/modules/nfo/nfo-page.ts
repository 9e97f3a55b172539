/** No scripts, no requests: only the inline style of the page itself; framed by the site only. */
export const NFO_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// Line height 1 and a font with full box-drawing coverage keep the art's blocks joined.
const STYLE =
  'html,body{margin:0;background:#0b0e14;color:#d8dee9}' +
  'pre{margin:0;padding:16px;font:13px/1 "DejaVu Sans Mono","Cascadia Mono",Consolas,"Liberation Mono",' +
  '"Courier New",monospace;white-space:pre;tab-size:8}' +
  'p{margin:0;padding:16px;font:14px/1.4 system-ui,sans-serif}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

/** The NFO text as a page for the modal's frame: escaped, monospace, nothing executable. */
export function nfoPage(title: string, text: string): string {
  return page(title, `<pre>${escapeHtml(text)}</pre>`);
}

/** An error shown inside the frame instead of raw JSON. */
export function nfoErrorPage(message: string): string {
  return page('NFO Information', `<p>${escapeHtml(message)}</p>`);
}
