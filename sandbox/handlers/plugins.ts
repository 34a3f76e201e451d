/**
 * Plugins (`/plugins…`): list in boot order, install an uploaded package (really unpacked for its
 * `release.json`), start and stop on every node, move, uninstall (stopping it first, as the broker
 * does), and the Avro config schema with the config it checks.
 */
import { http, type HttpHandler } from 'msw';
import { cloneJson, isJsonObject } from '../lib/json';
import { emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { avroDefaults, avroProblem, movePlugin, nameVsn, readPluginPackage, type PluginRecord, type PluginRunning } from '../model/plugins';
import type { SandboxState } from '../state';
import { API, param } from './api';

const PLUGIN_NOT_FOUND = 'Plugin Not Found';

function pluginView(state: SandboxState, plugin: PluginRecord, withReadme: boolean) {
  const { with_config_schema: _hidden, ...info } = plugin.info;
  return {
    description: '',
    rel_apps: [],
    ...cloneJson(info),
    running_status: state.nodes.flatMap((node) => {
      const status = plugin.status.get(node.name);
      return status ? [{ node: node.name, status }] : [];
    }),
    ...(withReadme ? { readme: plugin.readme } : {}),
  };
}

const find = (state: SandboxState, name: string) => state.plugins.find((p) => nameVsn(p) === name);

function setRunning(plugin: PluginRecord, status: PluginRunning): void {
  for (const node of plugin.status.keys()) plugin.status.set(node, status);
}

export function pluginHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/plugins`, () => json(state.plugins.map((p) => pluginView(state, p, false)))),

    http.post(`${API}/plugins/install`, async ({ request }) => {
      const form = (request.headers.get('content-type') ?? '').includes('multipart/form-data') ? await request.formData().catch(() => undefined) : undefined;
      const file = form?.get('plugin');
      // Duck-typed: under jsdom the parsed file is Node's Blob, not the page's.
      if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) return emqxError(400, 'BAD_FORM_DATA', 'form-data should be `plugin=@packagename-vsn.tar.gz;type=application/x-gzip`');
      const fileName = 'name' in file && typeof file.name === 'string' ? file.name : 'plugin';
      const app = fileName.split('-')[0];
      const installed = state.plugins.find((p) => `${nameVsn(p)}.tar.gz` === fileName || p.info.name === app);
      if (installed) return emqxError(400, 'ALREADY_INSTALLED', `"${nameVsn(installed)}" is already installed`);
      const pkg = readPluginPackage(fileName, new Uint8Array(await file.arrayBuffer()));
      if ('code' in pkg) return emqxError(400, pkg.code, pkg.message);
      // Installed on every node and stopped until someone starts it.
      state.plugins.push({
        info: pkg.info,
        readme: pkg.readme,
        status: new Map(state.nodes.map((node) => [node.name, 'stopped'])),
        ...(pkg.avsc ? { avsc: pkg.avsc } : {}),
        config: pkg.avsc ? avroDefaults(pkg.avsc) : {},
      });
      return noContent();
    }),

    http.get(`${API}/plugins/:name`, ({ params }) => {
      const plugin = find(state, param(params.name));
      return plugin ? json(pluginView(state, plugin, true)) : notFound(param(params.name));
    }),

    http.delete(`${API}/plugins/:name`, ({ params }) => {
      const name = param(params.name);
      const index = state.plugins.findIndex((p) => nameVsn(p) === name);
      if (index < 0) return notFound(PLUGIN_NOT_FOUND);
      // The broker stops a running plugin, then disables and uninstalls it.
      state.plugins.splice(index, 1);
      return noContent();
    }),

    http.get(`${API}/plugins/:name/schema`, ({ params }) => {
      const plugin = find(state, param(params.name));
      if (!plugin) return notFound(PLUGIN_NOT_FOUND);
      // The broker's answer: the schema file and its translations as JSON, null when the plugin has none.
      return json({ avsc: plugin.avsc ? cloneJson(plugin.avsc) : null, i18n: plugin.i18n ? cloneJson(plugin.i18n) : null });
    }),

    http.get(`${API}/plugins/:name/config`, ({ params }) => {
      const plugin = find(state, param(params.name));
      return plugin ? json(cloneJson(plugin.config)) : notFound(PLUGIN_NOT_FOUND);
    }),

    http.put(`${API}/plugins/:name/config`, async ({ params, request }) => {
      const plugin = find(state, param(params.name));
      if (!plugin) return notFound(PLUGIN_NOT_FOUND);
      const body = await readJson(request);
      if (!isJsonObject(body)) return emqxError(400, 'BAD_CONFIG', 'The config must be a JSON object');
      if (!plugin.avsc) return emqxError(400, 'BAD_CONFIG', 'The plugin has no config schema');
      const problem = avroProblem(plugin.avsc, body);
      if (problem) return emqxError(400, 'BAD_CONFIG', problem);
      plugin.config = cloneJson(body);
      return noContent();
    }),

    http.post(`${API}/plugins/:name/move`, async ({ params, request }) => {
      const name = param(params.name);
      const order = state.plugins.map(nameVsn);
      if (!order.includes(name)) return emqxError(400, 'MOVE_FAILED', `Plugin ${name} not found`);
      const body = await readJson(request);
      const moved = movePlugin(order, name, isJsonObject(body) ? body.position : undefined);
      if (!Array.isArray(moved)) return emqxError(400, moved.code === 'BAD_POSITION' ? 'BAD_POSITION' : 'MOVE_FAILED', moved.message);
      state.plugins = moved.map((id) => state.plugins[order.indexOf(id)]!);
      return noContent();
    }),

    http.put(`${API}/plugins/:name/:action`, ({ params }) => {
      const plugin = find(state, param(params.name));
      if (!plugin) return notFound(PLUGIN_NOT_FOUND);
      const action = param(params.action);
      if (action !== 'start' && action !== 'stop') return emqxError(400, 'BAD_REQUEST', `Unknown action: ${action}`);
      setRunning(plugin, action === 'start' ? 'running' : 'stopped');
      return noContent();
    }),
  ];
}
