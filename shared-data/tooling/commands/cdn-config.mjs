// @ts-check
/**
 * The nginx configuration of the site's CDN (shell/deploy/nginx/cdn.conf.template), filled in for
 * one run: its folder (pid, logs, temporary files, cache), its port for the site, the shell
 * servers behind it and a port of its own for each remote's static host.
 */
import fs from 'node:fs';
import path from 'node:path';
import partsModule from '@shared-data/parts';

const { ROOT, SHELL_PART } = partsModule;

export const CDN_TEMPLATE = path.join(ROOT, SHELL_PART.dir, 'deploy', 'nginx', 'cdn.conf.template');

/** Debian's nginx (or NGINX_PATH): /usr/sbin is not on a user's PATH there. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * @typedef {{ name: string, port: number, originPort: number }} CdnRemote a remote served by the
 *   CDN on `port`, from its static host on `originPort`
 * @typedef {{ folder: string, port: number, shellPorts: number[], remotes: CdnRemote[] }} CdnLayout
 */

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The template with its fields filled in.
 * @param {CdnLayout} layout
 * @param {string} [template]
 */
export function renderCdnConfig(
  { folder, port, shellPorts, remotes },
  template = fs.readFileSync(CDN_TEMPLATE, 'utf8'),
) {
  /** @type {Record<string, string>} */
  const fields = {
    PREFIX: folder,
    USER: isRoot() ? 'user root;' : '',
    PORT: String(port),
    SHELL_SERVERS: shellPorts.map((shellPort) => `    server 127.0.0.1:${shellPort};`).join('\n'),
    REMOTE_UPSTREAMS: remotes
      .map((remote) => `  upstream remote_${remote.name} {\n    server 127.0.0.1:${remote.originPort};\n  }`)
      .join('\n'),
    REMOTE_PORT_MAP: remotes.map((remote) => `    ${remote.port} remote_${remote.name};`).join('\n'),
    REMOTE_LISTENS: remotes.map((remote) => `    listen 127.0.0.1:${remote.port};`).join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (field, name) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`${CDN_TEMPLATE} has an unknown field ${field}`);
    return value;
  });
}

/**
 * Writes the configuration and the folders nginx needs into `layout.folder`; returns the file.
 * @param {CdnLayout} layout
 */
export function writeCdnConfig(layout) {
  for (const dir of ['temp', 'cache']) fs.mkdirSync(path.join(layout.folder, dir), { recursive: true });
  const file = path.join(layout.folder, 'nginx.conf');
  fs.writeFileSync(file, renderCdnConfig(layout));
  return file;
}

/**
 * The cache statuses nginx logged (access.log, one request a line ending in its status and
 * upstream), counted: HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS, and '-' for no cache lookup.
 * @param {string} folder
 * @returns {Record<string, number>}
 */
export function cacheStatuses(folder) {
  const log = path.join(folder, 'access.log');
  /** @type {Record<string, number>} */
  const counts = {};
  if (!fs.existsSync(log)) return counts;
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    const status = /" \d{3} (\S+) \S+$/.exec(line)?.[1];
    if (status) counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}
