// The platform's CPU for each file of the start page it serves (the HTML and its assets, brotli as Chromium asks),
// two builds of the platform side by side (bench/results/2026-12-02-static-routes.md): each started on a fresh PGlite
// folder, then rounds alternating between them of start pages' files fetched by 10 keep-alive connections, with the
// server process's user + system CPU (/proc/PID/stat) divided by the files served. Needs `npm run build`; the other
// build is a copy of dist-platform/ made from another commit, inside the checkout so that it finds node_modules:
//
//   git stash && npm run build && cp -r dist-platform dist-platform-before && git stash pop && npm run build
//   npx tsx bench/staticServe.ts dist-platform-before dist-platform [--rounds 6] [--pages 400]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './stats';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const rounds = option('--rounds', 6);
const pages = option('--pages', 400);
const builds = args.length > 0 ? args : ['dist-platform'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
function get(port: number, path: string, accept: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept } },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${response.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}
async function start(build: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(build, 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    try {
      await get(port, '/config.json', '*/*');
      return child;
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// the start page's files, as dist/index.html names them
const html = readFileSync('dist/index.html', 'utf8');
const files: [string, string][] = [
  ['/?applyFor=IM135&brandId=CB', 'text/html'],
  ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => [match[1] as string, '*/*'] as [string, string],
  ),
];
const dataRoot = mkdtempSync(join(tmpdir(), 'static-serve-'));
const servers = await Promise.all(
  builds.map(async (build, index) => {
    const port = 18700 + index;
    return { build, port, child: await start(build, port, join(dataRoot, String(index))), perFile: [] as number[] };
  }),
);
try {
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const pid = server.child.pid as number;
      const before = cpuSeconds(pid);
      let next = 0;
      const total = pages * files.length;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < total) {
            const [path, accept] = files[next++ % files.length] as [string, string];
            await get(server.port, path, accept);
          }
        }),
      );
      server.perFile.push(((cpuSeconds(pid) - before) / total) * 1e6);
    }
  }
  console.log(`${files.length} files a start page, ${pages} start pages a round, ${rounds} rounds alternating`);
  for (const { build, perFile } of servers) {
    const sorted = [...perFile].sort((a, b) => a - b);
    console.log(
      `${build}: ${median(perFile).toFixed(0)} µs of the platform's CPU a file (${sorted[0]?.toFixed(0)}-${sorted.at(-1)?.toFixed(0)}); rounds ${perFile.map((value) => value.toFixed(0)).join(' ')}`,
    );
  }
} finally {
  for (const { child } of servers) child.kill();
  agent.destroy();
  rmSync(dataRoot, { recursive: true, force: true });
}
