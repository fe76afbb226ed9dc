// `npm run dev`: the sandbox platform (API, /config.json, content files) and Vite's dev server together.
// Vite serves the app with hot reload and proxies the platform's paths to it (vite.config.ts `server.proxy`,
// which reads PLATFORM_URL). Ctrl-C stops both; when either one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const port = process.env.PORT || '8080';
const platformUrl = `http://127.0.0.1:${port}`;

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`\n[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  // A child that ignores SIGTERM is not left behind.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('platform', bin('tsx'), ['platform/main.ts'], {
  PORT: port,
  DATA_DIR: process.env.DATA_DIR || join(root, '.data'),
});
start('vite', bin('vite'), process.argv.slice(2), { PLATFORM_URL: platformUrl });

console.log(`[dev] platform on ${platformUrl}; Vite prints the app's address (it proxies the API to the platform)`);
