/** A file the API sent, held by the page until it is saved: an object URL and the server's name. */
export interface DownloadedFile {
  url: string;
  filename: string;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8, percent-encoded)
 * first, else `filename`; only its last path segment, whatever the server wrote.
 */
export function filenameOf(disposition: string | null | undefined, fallback: string): string {
  const header = disposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

/**
 * The response handler of a file download through the api slice (its base query carries the
 * session's token in a header, never in the URL): a 2xx becomes an object URL with the server's
 * file name; a refusal stays the API's JSON error body.
 */
export function fileResponse(fallback: string) {
  return async (response: Response): Promise<DownloadedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const blob = await response.blob();
    return {
      url: URL.createObjectURL(blob),
      filename: filenameOf(response.headers.get('Content-Disposition'), fallback),
    };
  };
}

/** Hands a downloaded file to the browser to save under its name, then lets its memory go. */
export function saveFile({ url, filename }: DownloadedFile) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: a browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
