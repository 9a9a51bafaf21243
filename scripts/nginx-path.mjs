/**
 * nginx, for the test that runs docs/deploy.md's nginx configuration over a build (scripts/deploy-nginx.test.ts):
 * Debian's `nginx` ($NGINX_PATH overrides where it is looked for).
 */
import { spawnSync } from 'node:child_process';

/** The Debian packages that bring it. */
export const NGINX_PACKAGES = ['nginx'];

export function nginxPath() {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

export function nginxFound() {
  return spawnSync(nginxPath(), ['-v'], { stdio: 'ignore' }).status === 0;
}
