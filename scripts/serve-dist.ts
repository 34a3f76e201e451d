/**
 * Serves the production build (dist/) and the sandbox API from one origin, as a broker's
 * dashboard listener would: what the end-to-end tests and the load benchmark drive.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../sandbox/server.ts';
import { createSandboxState, readScale } from '../sandbox/state.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, scale: { type: 'string', default: 'default' } } });
const port = Number(values.port);
const staticDir = path.resolve(import.meta.dirname, '../dist');

const sandbox = await startSandbox({ port, host: '127.0.0.1', staticDir, quiet: true, state: createSandboxState({ scale: readScale(values.scale) }) });
console.info(`Serving dist/ and the sandbox API at ${sandbox.url}`);
