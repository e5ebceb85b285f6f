// Run after `npm install` changes package-lock.json (node .ci/stub-optional-lock-entries.mjs).
// The registry our machines reach lacks some platform binaries at the versions we use (for example
// @swc/core-darwin-arm64@1.16.22): `npm install` silently leaves them out of the lock, and `npm ci` then
// refuses the lock as out of sync. This adds an entry for each such optional package, with os/cpu/libc from
// the newest version the registry has; npm never installs an entry whose platform does not match, so on
// Linux x64 nothing changes. A package without platform fields (a wasm32 build) needs adding by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(pk)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (pk[base] || pk[`node_modules/${name}`]) continue;
    let meta = {};
    try {
      meta = JSON.parse(
        execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }) || '{}',
      );
    } catch {
      meta = {};
    }
    const stub = {
      version,
      ...(meta.cpu ? { cpu: [].concat(meta.cpu) } : {}),
      ...(meta.os ? { os: [].concat(meta.os) } : {}),
      ...(meta.libc ? { libc: [].concat(meta.libc) } : {}),
      optional: true,
    };
    if (entry.dev) stub.dev = true;
    if (!stub.os && !stub.cpu) {
      console.error('no platform info for', name, '— skipped');
      continue;
    }
    pk[`node_modules/${name}`] = stub;
    added.push(`${name}@${version} ${JSON.stringify(stub.os)} ${JSON.stringify(stub.cpu)}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(added.length, 'stubs\n' + added.join('\n'));
