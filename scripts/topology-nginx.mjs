// Templating of deploy/nginx.conf and deploy/remote-origin.conf for a loopback run: only the
// listen address, the upstream servers, the /srv folders and the remote origins change. Each
// replacement must find its target, so a change of the config's shape fails the topology test
// instead of silently testing something else.
import { join } from 'node:path';

function replaceExactly(text, from, to, times = 1) {
  const found = text.split(from).length - 1;
  if (found !== times)
    throw new Error(`nginx template: expected ${times} × "${from}", found ${found}`);
  return text.replaceAll(from, to);
}

/**
 * @param {string} conf deploy/nginx.conf
 * @param {{ listen: string, upstreams: string[], root: string, remoteOrigins: string[] }} options
 */
export function templateNginx(conf, { listen, upstreams, root, remoteOrigins }) {
  let out = replaceExactly(conf, '  listen 80;', `  listen ${listen};`);
  upstreams.forEach((address, index) => {
    out = replaceExactly(out, `server api-${index + 1}:3000 `, `server ${address} `);
  });
  out = replaceExactly(
    out,
    "map $host $portal_remote_origins {\n  default '';",
    `map $host $portal_remote_origins {\n  default '${remoteOrigins.join(' ')}';`,
  );
  out = replaceExactly(out, 'root /srv/shell;', `root ${join(root, 'shell', 'dist')};`);
  for (const [, name] of out.matchAll(/alias \/srv\/remotes\/([a-z]+)\/;/g)) {
    out = replaceExactly(
      out,
      `alias /srv/remotes/${name}/;`,
      `alias ${join(root, `remote-${name}`, 'dist')}/;`,
    );
  }
  if (/\/srv\/|api-\d:/.test(out)) throw new Error('nginx template: a container path is left');
  return out;
}

/**
 * @param {string} conf deploy/remote-origin.conf
 * @param {{ listen: string, root: string }} options
 */
export function templateRemoteOrigin(conf, { listen, root }) {
  const out = replaceExactly(conf, '  listen 8081;', `  listen ${listen};`);
  return replaceExactly(out, 'root /srv/releases;', `root ${root};`);
}
