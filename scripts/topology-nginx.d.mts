/** See topology-nginx.mjs. */
export function templateNginx(
  conf: string,
  options: { listen: string; upstreams: string[]; root: string; remoteOrigins: string[] },
): string;
export function templateRemoteOrigin(
  conf: string,
  options: { listen: string; root: string },
): string;
