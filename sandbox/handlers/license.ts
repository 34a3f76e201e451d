/**
 * The licence (EMQX Enterprise): `GET`/`POST /license` and `GET`/`PUT /license/setting`, answered
 * as emqx_license_http_api does in 5.8.1. The key check and the settings' rules are in
 * model/license.ts.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { badRequest, json, readJson } from '../lib/respond';
import { licenseInfo, licenseSetting, replaceLicense, updateLicenseSetting } from '../model/license';
import type { SandboxState } from '../state';
import { API } from './api';

export function licenseHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/license`, () => json(licenseInfo(state.license, state.now()))),

    http.post(`${API}/license`, async ({ request }) => {
      const body = await readJson(request);
      // The broker's second clause: a body without a key (or none at all).
      if (!isJsonObject(body) || typeof body.key !== 'string') return badRequest('Invalid request params');
      // 5.8.1 says no more than this, whatever the parser found (emqx_license_http_api:'/license'/2).
      if (replaceLicense(state.license, body.key)) return badRequest('Bad license key');
      return json(licenseInfo(state.license, state.now()));
    }),

    http.get(`${API}/license/setting`, () => json(licenseSetting(state.license))),

    http.put(`${API}/license/setting`, async ({ request }) => {
      const refused = updateLicenseSetting(state.license, await readJson(request));
      return refused ? badRequest(refused.error) : json(licenseSetting(state.license));
    }),
  ];
}
