import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helper';

/** How long the server keeps a connection open while the client trickles `parts`, one every 200 ms. */
function trickle(port: number, parts: string[], giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let next = 0;
    const timer = setInterval(() => {
      if (next < parts.length && !socket.destroyed) socket.write(parts[next++]!);
    }, 200);
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(performance.now() - started);
    };
    // Bounded: a server that never cuts the connection fails the test, it does not hang it.
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('close', done);
    socket.on('error', done);
    socket.resume();
  });
}

const bytes = (text: string) => text.split('');

describeEachDb('slow clients', (ctx) => {
  it('cuts a trickled body or trickled headers within the configured timeout', async () => {
    const requestTimeoutMs = 1500;
    const app = await ctx.buildTestApp({ requestTimeoutMs });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const giveUpMs = 8000;

    const head =
      'POST /v2/auth/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n';
    const body = bytes('{"email":"a@b.c","password":"x"'.repeat(10));
    const [slowBody, slowHeaders] = await Promise.all([
      trickle(port, [head, ...body], giveUpMs),
      trickle(port, bytes(head), giveUpMs),
    ]);
    for (const held of [slowBody, slowHeaders]) {
      expect(held).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
      // The timeout plus Node's checking interval, with room for a busy machine.
      expect(held).toBeLessThan(requestTimeoutMs + 2500);
    }
  });
});
