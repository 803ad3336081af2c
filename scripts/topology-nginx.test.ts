import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../shared/src/remotes';
import { templateNginx, templateRemoteOrigin } from './topology-nginx.mjs';

const ROOT = join(import.meta.dirname, '..');
const conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');

describe('templating deploy/nginx.conf for the loopback topology', () => {
  const options = {
    listen: '127.0.0.1:3420',
    upstreams: ['127.0.0.1:3421', '127.0.0.1:3422'],
    root: '/repo',
    remoteOrigins: ['http://127.0.0.1:3423'],
  };

  it('changes addresses, folders and remote origins only', () => {
    const out = templateNginx(conf, options);
    expect(out).toContain('listen 127.0.0.1:3420;');
    expect(out).toContain('server 127.0.0.1:3421 max_fails');
    expect(out).toContain('server 127.0.0.1:3422 max_fails');
    expect(out).toContain("default 'http://127.0.0.1:3423';");
    expect(out).toContain('root /repo/shell/dist;');
    for (const name of REMOTE_NAMES) expect(out).toContain(`alias /repo/remote-${name}/dist/;`);
    // Everything else is the file compose mounts, line for line.
    expect(out.split('\n').length).toBe(conf.split('\n').length);
    expect(out).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
  });

  it('fails when the config no longer has what it replaces', () => {
    expect(() => templateNginx(conf.replace('api-2:3000', 'api-b:3000'), options)).toThrow(
      /api-2:3000/,
    );
  });

  it('templates the remotes origin', () => {
    const origin = readFileSync(join(ROOT, 'deploy', 'remote-origin.conf'), 'utf8');
    const out = templateRemoteOrigin(origin, { listen: '127.0.0.1:3423', root: '/tmp/releases' });
    expect(out).toContain('listen 127.0.0.1:3423;');
    expect(out).toContain('root /tmp/releases;');
  });
});
