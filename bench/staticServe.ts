// The platform's CPU for each file of the start page it serves (the HTML and its assets, brotli as Chromium asks),
// two builds of the platform side by side (bench/results/2026-12-02-static-routes.md): each started on a fresh PGlite
// folder, then rounds alternating between them of start pages' files fetched by 10 keep-alive connections, with the
// server process's user + system CPU (/proc/PID/stat) divided by the files served. Needs `npm run build`; the other
// build is a copy of dist-platform/ made from another commit, inside the checkout so that it finds node_modules:
//
//   git stash && npm run build && cp -r dist-platform dist-platform-before && git stash pop && npm run build
//   npx tsx bench/staticServe.ts dist-platform-before dist-platform [--rounds 6] [--pages 400]
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { startBenchPlatform } from './chromiumCpu';
import { processCpuMs } from './processCpu';
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
// the start page's files, as dist/index.html names them
const html = readFileSync('dist/index.html', 'utf8');
const files: [string, string][] = [
  ['/?applyFor=IM135&brandId=CB', 'text/html'],
  ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => [match[1] as string, '*/*'] as [string, string],
  ),
];
// one after the other: a fresh PGlite folder's first start is most of either's CPU
const servers: { build: string; port: number; child: ChildProcess; perFile: number[] }[] = [];
for (const [index, build] of builds.entries()) {
  const port = 18700 + index;
  const child = await startBenchPlatform(port, 'static-serve-', join(build, 'main.js'));
  servers.push({ build, port, child, perFile: [] });
}
try {
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const pid = server.child.pid as number;
      const before = processCpuMs(pid);
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
      server.perFile.push(((processCpuMs(pid) - before) / total) * 1e3);
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
  agent.destroy();
}
// startBenchPlatform stops the platforms as this process exits
process.exit(process.exitCode ?? 0);
