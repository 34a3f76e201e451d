/**
 * Serves the production build (dist/) and the sandbox API from one origin, as a broker's
 * dashboard listener would: what the end-to-end tests and the load benchmark drive.
 */
import path from 'node:path';
import { startSandbox } from '../sandbox/server.ts';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4173;
const staticDir = path.resolve(import.meta.dirname, '../dist');

const sandbox = await startSandbox({ port, host: '127.0.0.1', staticDir, quiet: true });
console.info(`Serving dist/ and the sandbox API at ${sandbox.url}`);
