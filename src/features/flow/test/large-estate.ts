/**
 * A production-sized data integration estate for the flow screen's tests: the seeded rules, actions
 * and connectors cloned into thousands, the way a plant's templates are copied site after site.
 * Rules of one site read that site's topics; the client-event rules all share one event node, the
 * hub a real estate has too.
 */
import { bridgeId } from '../../../../sandbox/model/bridges';
import type { SandboxState } from '../../../../sandbox/state';

export interface EstateSize {
  rules: number;
  /** Actions, each on a connector of its own (half HTTP, half MQTT). */
  actions: number;
  /** How many sites the rules' topics are spread over. */
  sites?: number;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Replaces the state's rules, actions and connectors with `size` clones of the seeded ones. */
export function growEstate(state: SandboxState, { rules, actions, sites = 300 }: EstateSize): void {
  const seedRules = [...state.rules.values()];
  const seedActions = [...state.actions.values()];
  const seedConnectors = new Map([...state.connectors.values()].map((c) => [c.name, c]));
  const perType = Math.ceil(actions / seedActions.length);

  state.actions.clear();
  state.connectors.clear();
  for (let i = 0; i < actions; i++) {
    const seed = seedActions[i % seedActions.length]!;
    const copy = Math.floor(i / seedActions.length);
    const connectorName = `${String(seed.config.connector)}_${copy}`;
    const connector = seedConnectors.get(String(seed.config.connector))!;
    state.connectors.set(bridgeId(connector.type, connectorName), { ...connector, name: connectorName, config: clone(connector.config), health: {} });
    // The metrics object is read-only in these tests: the copies can share it.
    const action = { ...seed, name: `${seed.name}_${copy}`, config: { ...clone(seed.config), connector: connectorName }, health: {} };
    state.actions.set(bridgeId(action.type, action.name), action);
  }

  state.rules.clear();
  for (let i = 0; i < rules; i++) {
    const seed = seedRules[i % seedRules.length]!;
    const site = `site${i % sites}`;
    const onSite = (topic: string) => (topic.startsWith('$') ? topic : `${site}/${topic}`);
    let sql = seed.sql;
    for (const topic of seed.from) sql = sql.replaceAll(`"${topic}"`, `"${onSite(topic)}"`);
    // Every rule sends to one of the copies of the action its seed uses (or of the MQTT one, when it uses none).
    const copy = i % perType;
    const named = seed.actions.filter((a): a is string => typeof a === 'string');
    const outputs = [...seed.actions.filter((a) => typeof a !== 'string'), ...(named.length ? named : ['mqtt:alerts_to_cloud']).map((id) => `${id}_${copy}`)];
    const id = `${seed.id}_${String(i).padStart(5, '0')}`;
    state.rules.set(id, { ...seed, id, sql, from: seed.from.map(onSite), actions: clone(outputs), traffic: { ...seed.traffic } });
  }
}
