import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import sharp from 'sharp';
import {
  IMAGE_MIME_TYPES,
  sniffImageType,
  type ImageMimeType,
} from '@portal/shared/profiles/images';
import type { ServerMessageId } from '../i18n/translate';

/**
 * Fetching a logo or photo from a URL given in a spreadsheet's cell (issue 36 §2, "Images"). The
 * server fetches what a customer names, so it must never be steered into the private network
 * (SSRF): every host name is resolved here, refused if ANY of its addresses is not a public one,
 * and the connection is made to those checked addresses only, so a DNS answer that changes between
 * the check and the connection (rebinding) reaches nothing new. Each redirect is checked the same
 * way. The bytes returned are a PNG, JPEG or WebP whose header sharp reads; the caller still hands
 * them to `processImage(bytes, kind)` for the size rules and the re-encoding of every upload.
 */

/** Why a URL gave no image; each has a message `import.image.<reason>` in the server catalogue. */
export const REMOTE_IMAGE_FAILURES = [
  'invalidUrl',
  'blockedAddress',
  'timeout',
  'tooLarge',
  'notAnImage',
  'httpError',
  'unreachable',
] as const;
export type RemoteImageFailure = (typeof REMOTE_IMAGE_FAILURES)[number];

/**
 * The message id (server catalogue, shared/src/i18n/delivery/import, seven languages) that
 * explains a failure to the user: `translate(locale, remoteImageMessageId(reason))`.
 */
export const remoteImageMessageId = (reason: RemoteImageFailure): ServerMessageId =>
  `import.image.${reason}` satisfies ServerMessageId;

export type RemoteImageResult =
  | { ok: true; bytes: Buffer; contentType: ImageMimeType }
  | { ok: false; reason: RemoteImageFailure };

export interface ResolvedAddress {
  address: string;
  /** 4 or 6 */
  family: number;
}

/** Resolves a host name to all its addresses (default: `dns.lookup` with `all: true`). */
export type RemoteImageLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface RemoteImageOptions {
  /** For the whole fetch: resolving, connecting, every redirect and the body. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted. Default 5 MB. */
  maxBytes?: number;
  /** Ends the fetch early (e.g. the import job is stopping); answers `timeout`. */
  signal?: AbortSignal;
  /** Replaces the DNS resolution (tests). */
  lookup?: RemoteImageLookup;
  /**
   * TESTS ONLY: lets the fetch reach private and loopback addresses, so that a test can serve
   * images from a server on 127.0.0.1. Production code never sets it, and no environment setting
   * turns it on: the import's URLs come from customers' files.
   */
  allowPrivateAddresses?: boolean;
  /**
   * TESTS ONLY: replaces the address check (default `isPublicAddress`, or anything with
   * `allowPrivateAddresses`). It is asked for each address of each hop, with the hop's URL, so a
   * test can let a first hop through to a loopback server and see its redirect to another
   * loopback URL refused.
   */
  isAllowedAddress?: (address: string, url: URL) => boolean;
}

export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
export const REMOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed at most; one more is an `httpError`. */
export const REMOTE_IMAGE_MAX_REDIRECTS = 3;
const MAX_URL_LENGTH = 2048;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Every address that is not a public unicast one (IANA special-purpose registries): this host,
 * private networks, carrier-grade NAT, loopback, link-local (the clouds' metadata service at
 * 169.254.169.254), documentation and benchmarking ranges, the 6to4 relay, multicast, reserved
 * and broadcast. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked against the IPv4
 * rules: BlockList does that itself.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
// Inside the global unicast range 2000::/3: IETF protocol assignments (Teredo among them),
// documentation, 6to4 (which wraps any IPv4 address), and the newer documentation and SRv6 blocks.
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}
/** IPv6 outside 2000::/3 is never public: ::, ::1, NAT64, fc00::/7, fe80::/10, ff00::/8… */
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');
const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address (IPv4 or IPv6 text) is a public unicast address the server may fetch from. */
export function isPublicAddress(address: string): boolean {
  // A scoped address (fe80::1%eth0) is link-local by nature.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  if (IPV4_MAPPED.check(address, 'ipv6')) return !BLOCKED.check(address, 'ipv6');
  return GLOBAL_UNICAST_V6.check(address, 'ipv6') && !BLOCKED.check(address, 'ipv6');
}

const defaultLookup: RemoteImageLookup = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A URL the server may fetch: http(s), no user name or password, a host. Null otherwise. */
function parseUrl(text: string, base?: URL): URL | null {
  if (text.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** A failure that ends the fetch with its reason. */
class Refused extends Error {
  constructor(readonly reason: RemoteImageFailure) {
    super(reason);
  }
}

/** Rejects when the signal aborts: dns.lookup itself cannot be aborted. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Refused('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The hop's addresses, every one of them checked; refuses the hop if any is not allowed. */
async function vettedAddresses(
  url: URL,
  lookup: RemoteImageLookup,
  isAllowed: (address: string, url: URL) => boolean,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  // An IPv6 literal's hostname keeps its brackets: [::1].
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await untilAborted(lookup(host), signal);
    } catch (error) {
      if (error instanceof Refused) throw error;
      throw new Refused('unreachable');
    }
  }
  if (addresses.length === 0) throw new Refused('unreachable');
  if (addresses.some(({ address }) => !isAllowed(address, url))) {
    throw new Refused('blockedAddress');
  }
  return addresses;
}

/** A `lookup` for the socket that answers the checked addresses only, whatever DNS says now. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, addresses);
    } else {
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    }
  };
}

/** Sends one request to one hop, connected to its checked addresses; resolves on the headers. */
function request(
  url: URL,
  addresses: ResolvedAddress[],
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      // A connection of its own: a pooled socket would skip the pinned lookup.
      agent: false,
      lookup: pinnedLookup(addresses),
      signal,
      // No Accept-Encoding: the body comes uncompressed, so the size limit counts real bytes.
      headers: {
        accept: IMAGE_MIME_TYPES.join(', '),
        'user-agent': 'PropertyVideoPortal-ImageImport/1.0',
      },
    });
    req.once('response', resolve);
    // `on`, not `once`: an error after the headers (an abort mid-body) must not go unhandled;
    // readBody reports it.
    req.on('error', () => reject(new Refused(signal.aborted ? 'timeout' : 'unreachable')));
    req.end();
  });
}

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads the body, refusing it as soon as it passes `maxBytes`. */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new Refused('tooLarge');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(signal.aborted ? 'timeout' : 'unreachable');
  }
  // A body cut short by the server's end is not an image; an abort mid-body is a timeout.
  if (signal.aborted) throw new Refused('timeout');
  return Buffer.concat(chunks, size);
}

const SHARP_FORMAT: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The image's type from its bytes, when sharp reads a header of that type with a size. */
async function realImageType(bytes: Buffer): Promise<ImageMimeType | null> {
  const type = sniffImageType(bytes);
  if (!type) return null;
  try {
    // Header only, as processImage does first: nothing is decoded here.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    return header.format === SHARP_FORMAT[type] && header.width && header.height ? type : null;
  } catch {
    return null;
  }
}

async function fetchHops(
  startUrl: URL,
  options: RemoteImageOptions,
  signal: AbortSignal,
): Promise<RemoteImageResult> {
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_MAX_BYTES;
  const lookup = options.lookup ?? defaultLookup;
  const isAllowed =
    options.isAllowedAddress ?? (options.allowPrivateAddresses ? () => true : isPublicAddress);

  let url = startUrl;
  for (let hop = 0; ; hop++) {
    const addresses = await vettedAddresses(url, lookup, isAllowed, signal);
    const response = await request(url, addresses, signal);
    const status = response.statusCode ?? 0;

    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location || hop >= REMOTE_IMAGE_MAX_REDIRECTS) throw new Refused('httpError');
      const next = parseUrl(location, url);
      if (!next) throw new Refused('invalidUrl');
      url = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new Refused('httpError');
    }
    if (
      !(IMAGE_MIME_TYPES as readonly string[]).includes(mediaType(response.headers['content-type']))
    ) {
      response.destroy();
      throw new Refused('notAnImage');
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw new Refused('tooLarge');
    }
    const bytes = await readBody(response, maxBytes, signal);
    const contentType = await realImageType(bytes);
    if (!contentType) throw new Refused('notAnImage');
    return { ok: true, bytes, contentType };
  }
}

/**
 * Fetches an image from a URL given by a customer (an import's logo or photo column), refusing
 * anything that could reach the server's own network. Never throws: a failure is its reason.
 * `contentType` is the type the bytes really have (PNG, JPEG or WebP).
 */
export async function fetchRemoteImage(
  url: string,
  options: RemoteImageOptions = {},
): Promise<RemoteImageResult> {
  const start = parseUrl(url.trim());
  if (!start) return { ok: false, reason: 'invalidUrl' };
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    return await fetchHops(start, options, signal);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    return { ok: false, reason: signal.aborted ? 'timeout' : 'unreachable' };
  }
}
