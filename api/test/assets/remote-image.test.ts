import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchRemoteImage,
  isPublicAddress,
  type RemoteImageLookup,
} from '../../src/assets/remote-image';

// One loopback server plays the web: the import's URLs point at it, and the address checks decide
// whether the fetch may reach it. No database.
let server: Server;
let port: number;
let png: Buffer;

const CDN = 'cdn.example.test';
/** The injected DNS: the test's host names answer the loopback server. */
const lookupCdn: RemoteImageLookup = async (hostname) => {
  if (hostname === CDN) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
/** Lets the first hop (the "public" CDN name) reach the loopback server, and nothing else. */
const onlyTheCdn = (_address: string, url: URL) => url.hostname === CDN;

beforeAll(async () => {
  png = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const redirects = /^\/hops\/(\d+)$/.exec(path);
    if (path === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
    } else if (path === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/logo.png` });
      res.end();
    } else if (redirects) {
      const left = Number(redirects[1]);
      res.writeHead(302, { location: left > 1 ? `/hops/${left - 1}` : '/logo.png' });
      res.end();
    } else if (path === '/endless.png') {
      // No Content-Length, and never ends: only a limit enforced while reading stops it.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      res.write(png);
    } else if (path === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>not a logo</body></html>');
    } else if (path === '/fake.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('this is text pretending to be a picture');
    } else if (path === '/broken.png') {
      // A PNG's signature, then no picture.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.concat([png.subarray(0, 8), Buffer.from('no header, no pixels')]));
    } else if (path === '/never') {
      // Accepts the request and never answers.
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchRemoteImage refuses to reach the private network', () => {
  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/logo.png`],
    ['localhost', () => `http://localhost:${port}/logo.png`],
    ['[::1]', () => `http://[::1]:${port}/logo.png`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/logo.png`],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/logo.png`],
    ['10.0.0.1', () => 'http://10.0.0.1/logo.png'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['192.168.1.1', () => 'https://192.168.1.1/logo.png'],
  ])('%s', async (_name, url) => {
    expect(await fetchRemoteImage(url(), { timeoutMs: 2000 })).toEqual({
      ok: false,
      reason: 'blockedAddress',
    });
  });

  it('a host name when any of its addresses is private', async () => {
    const lookup: RemoteImageLookup = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const result = await fetchRemoteImage(`http://${CDN}:${port}/logo.png`, {
      lookup,
      timeoutMs: 2000,
    });
    expect(result).toEqual({ ok: false, reason: 'blockedAddress' });
  });

  it('a redirect from an allowed server to a loopback address', async () => {
    const options = { lookup: lookupCdn, isAllowedAddress: onlyTheCdn, timeoutMs: 5000 };
    expect(await fetchRemoteImage(`http://${CDN}:${port}/to-loopback`, options)).toEqual({
      ok: false,
      reason: 'blockedAddress',
    });
  });

  it('follows 3 redirects, not 4', async () => {
    const options = { lookup: lookupCdn, isAllowedAddress: onlyTheCdn, timeoutMs: 5000 };
    expect(await fetchRemoteImage(`http://${CDN}:${port}/hops/3`, options)).toMatchObject({
      ok: true,
    });
    expect(await fetchRemoteImage(`http://${CDN}:${port}/hops/4`, options)).toEqual({
      ok: false,
      reason: 'httpError',
    });
  });

  it('connects to the address it checked, not to a new DNS answer', async () => {
    // The system's DNS knows no cdn.example.test: the image comes from the injected answer.
    const result = await fetchRemoteImage(`http://${CDN}:${port}/logo.png`, {
      lookup: lookupCdn,
      allowPrivateAddresses: true,
    });
    expect(result).toMatchObject({ ok: true, contentType: 'image/png' });
  });

  it('tells public addresses from every special range', () => {
    const blocked = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
      'not an address',
    ];
    const allowed = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'];
    expect(blocked.filter(isPublicAddress)).toEqual([]);
    expect(allowed.filter((a) => !isPublicAddress(a))).toEqual([]);
  });
});

describe('fetchRemoteImage with private addresses allowed (a test server on 127.0.0.1)', () => {
  const local = { allowPrivateAddresses: true, timeoutMs: 5000 };

  it('fetches a real PNG', async () => {
    const result = await fetchRemoteImage(`http://127.0.0.1:${port}/logo.png`, local);
    expect(result).toEqual({ ok: true, bytes: png, contentType: 'image/png' });
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/logo.png', 'http://user:secret@127.0.0.1/'])(
    'refuses %s',
    async (url) => {
      expect(await fetchRemoteImage(url, local)).toEqual({ ok: false, reason: 'invalidUrl' });
    },
  );

  it('refuses a body over the size limit, declared or streamed', async () => {
    const small = { ...local, maxBytes: png.length - 1 };
    expect(await fetchRemoteImage(`http://127.0.0.1:${port}/logo.png`, small)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    // Never-ending body: without a limit while reading, this would end as a timeout.
    expect(
      await fetchRemoteImage(`http://127.0.0.1:${port}/endless.png`, {
        ...local,
        maxBytes: png.length + 10,
      }),
    ).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses what is not an image, whatever its Content-Type says', async () => {
    for (const path of ['/page.html', '/fake.png', '/broken.png']) {
      expect(await fetchRemoteImage(`http://127.0.0.1:${port}${path}`, local)).toEqual({
        ok: false,
        reason: 'notAnImage',
      });
    }
  });

  it('answers httpError for a 404', async () => {
    expect(await fetchRemoteImage(`http://127.0.0.1:${port}/missing.png`, local)).toEqual({
      ok: false,
      reason: 'httpError',
    });
  });

  it('gives up on a server that never answers', async () => {
    const result = await fetchRemoteImage(`http://127.0.0.1:${port}/never`, {
      ...local,
      timeoutMs: 300,
    });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });
});
