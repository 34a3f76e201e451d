/**
 * `node --import tsx sandbox/main.ts [--static dist] [--port 18083] [--host 127.0.0.1] [--quiet] [--scale large]`
 * (also `npm run sandbox`). SANDBOX_PORT sets the port, as vite.config.ts expects.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './server';
import { createSandboxState, DEFAULT_PASSWORD, DEFAULT_USERNAME, readScale } from './state';

const { values } = parseArgs({
  options: {
    static: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    scale: { type: 'string', default: 'default' },
  },
});

const scale = readScale(values.scale);

const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 18083);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.SANDBOX_PORT ?? ''}`);
  process.exit(2);
}

// OIDC and SAML send the browser back to the console: this server with --static, else the dev server
// (scripts/start.ts passes PORT through), unless SANDBOX_CONSOLE_ORIGIN says where it is.
const consoleOrigin = process.env.SANDBOX_CONSOLE_ORIGIN ?? (values.static ? undefined : `http://127.0.0.1:${process.env.PORT ?? '5173'}`);
const sandbox = await startSandbox({ port, host: values.host ?? '127.0.0.1', staticDir: values.static, quiet: values.quiet, state: createSandboxState({ scale }), consoleOrigin });
console.log(`EMQX 5.8.1 sandbox listening on ${sandbox.url} (ready ${Math.round(performance.now())} ms after process start)`);
console.log(`  API:         ${sandbox.url}/api/v5`);
console.log(`  OpenAPI:     ${sandbox.url}/api-docs/swagger.json`);
if (values.static) console.log(`  Console:     ${sandbox.url}/ (from ${values.static})`);
console.log(`  Credentials: ${DEFAULT_USERNAME} / ${DEFAULT_PASSWORD}`);
console.log(`  SSO:         LDAP alice / alice-secret (administrator), bob / bob-secret; OIDC at ${sandbox.url}/sandbox-idp`);
if (scale === 'large') console.log('  Scale:       large (1,000,000 clients, 5,000 rules, 2,000 actions: see sandbox/seed/large.ts)');

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
