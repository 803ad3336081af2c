/** Fills {name} placeholders; the server's catalogue texts use plain arguments only. A missing one stays visible. */
export function fill(text: string, params: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** For every page and e-mail the server writes as HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
