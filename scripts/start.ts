/**
 * `npm start [-- --scale large]`: the console in development on the embedded sandbox broker API
 * (`--scale large`: a production-sized cluster). With EMQX_URL set, api/v5 goes to that broker
 * instead and no sandbox starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const sandboxPort = process.env.SANDBOX_PORT ?? '18083';
const consolePort = process.env.PORT ?? '5173';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    // One half without the other is useless: stop everything.
    children.forEach((other) => other !== child && other.kill());
    process.exit(code ?? 0);
  });
  children.push(child);
  return child;
}

['SIGINT', 'SIGTERM'].forEach((signal) => process.on(signal, () => children.forEach((child) => child.kill())));

if (process.env.EMQX_URL) {
  console.info(`Proxying api/v5 to ${process.env.EMQX_URL}`);
} else {
  run(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', ...process.argv.slice(2)], { SANDBOX_PORT: sandboxPort });
}
run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', consolePort, '--strictPort'], { SANDBOX_PORT: sandboxPort });
console.info(`\nConsole: http://127.0.0.1:${consolePort}/`);
if (!process.env.EMQX_URL) console.info('Sandbox login: admin / public\n');
