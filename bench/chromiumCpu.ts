// What bench/browserCpu.ts and bench/reuseCpu.ts share: a compiled platform of their own to open pages on, and the
// CPU of every Chromium process under this one, by kind (browser, renderer, gpu-process, zygote, utility).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run build`'s platform (dist-platform/main.js, or the compiled `main` given) on `port` with a fresh PGlite
 * folder, stopped when this process exits; with BENCH_EXTERNAL=1 a platform already listening there is used instead
 * (its start on a fresh folder takes minutes under load). Settles with its process once /config.json answers.
 */
export async function startBenchPlatform(
  port: number,
  folderPrefix: string,
  main = 'dist-platform/main.js',
): Promise<ChildProcess> {
  const server = spawn(process.env.BENCH_EXTERNAL ? 'true' : 'node', [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), folderPrefix)),
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  process.on('exit', () => server.kill('SIGTERM'));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(1));
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/config.json`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`no platform on port ${port}`);
}

const stat = (pid: number | string) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};
const descends = (pid: number) => {
  for (let p = pid, i = 0; p > 1 && i < 20; i++, p = Number(stat(p)[1])) if (p === process.pid) return true;
  return false;
};

/**
 * CPU s of every Chromium process under this one, by kind, each `sample()`; a process that ended keeps its last
 * reading. `reaped`: with the CPU of the children it reaped (a zygote's renderers, when they are not sampled while
 * alive); without, each process's own user + system only (sample every 200 ms or so: a process's last moments are
 * missed).
 */
export function chromiumCpu({ reaped }: { reaped: boolean }) {
  const seen = new Map<string, { kind: string; t: number }>();
  function sample(): Record<string, number> {
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmd.includes('chromium') || !descends(Number(pid))) continue;
        const f = stat(pid);
        const kind = /--type=(\w+)/.exec(cmd)?.[1] ?? 'browser';
        const own = Number(f[11]) + Number(f[12]);
        seen.set(pid, { kind, t: (reaped ? own + Number(f[13]) + Number(f[14]) : own) / 100 });
      } catch {}
    }
    const by: Record<string, number> = {};
    for (const { kind, t } of seen.values()) by[kind] = (by[kind] ?? 0) + t;
    return by;
  }
  return { sample, seen };
}
