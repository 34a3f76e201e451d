import { NEW_REPUBLISH } from '../outputs/outputs';
import { headerLines, httpPreview, outputItems, readHttpAction, readHttpConnector, republishPreview } from './output-preview';

const output = { clientid: 'c1', topic: 'sensors/1', qos: 2, temp: 35, payload: '{"temp":35,"unit":"C"}', props: { site: 'north' } };

describe('the republish preview', () => {
  it('renders the topic and payload templates, and reads QoS and retain from the output', () => {
    const args = { ...NEW_REPUBLISH, topic: 'alerts/${clientid}/${payload.unit}', payload: '{"t":${temp}}', userProperties: '${props}' };
    expect(republishPreview(args, output)).toEqual({
      topic: 'alerts/c1/C',
      payload: '{"t":35}',
      qos: 2,
      // `${retain}` is not in the output: the broker's default.
      retain: false,
      userProperties: { kind: 'value', value: { site: 'north' } },
      properties: [],
      droppedProperties: [],
      directDispatch: false,
    });
  });

  it('sends the whole output as JSON for an empty payload, constants as they are, missing values as undefined', () => {
    const args = { ...NEW_REPUBLISH, topic: 'x/${nothing}', payload: '', qos: '1', retain: 'true', userProperties: '' };
    const preview = republishPreview(args, output);
    expect(preview).toMatchObject({ topic: 'x/undefined', payload: JSON.stringify(output), qos: 1, retain: true, userProperties: { kind: 'none' } });
  });

  it("keeps the incoming message's user properties, renders MQTT properties and drops a bad number", () => {
    const args = {
      ...NEW_REPUBLISH,
      topic: 't',
      userProperties: "${pub_props.'User-Property'}",
      mqttProperties: { ...NEW_REPUBLISH.mqttProperties, 'Content-Type': 'text/${payload.unit}', 'Message-Expiry-Interval': '${clientid}' },
    };
    const preview = republishPreview(args, output);
    expect(preview.userProperties).toEqual({ kind: 'original' });
    expect(preview.properties).toEqual([['Content-Type', 'text/C']]);
    expect(preview.droppedProperties).toEqual(['Message-Expiry-Interval']);
  });
});

describe('the HTTP preview', () => {
  it('reads the action and connector answers and renders the request', () => {
    const action = readHttpAction({ type: 'http', name: 'hook', enable: true, connector: 'svc', parameters: { method: 'put', path: '/in/${clientid}', headers: { 'X-Temp': '${temp}' }, body: '' } });
    const connector = readHttpConnector({ type: 'http', name: 'svc', url: 'http://svc:8080/api/', headers: { 'content-type': 'application/json' } });
    expect(action?.connector).toBe('svc');
    const request = httpPreview(connector!, action!, output);
    expect(request).toEqual({ method: 'PUT', url: 'http://svc:8080/api/in/c1', headers: { 'content-type': 'application/json', 'X-Temp': '35' }, body: JSON.stringify(output) });
    expect(headerLines(request.headers)).toBe('content-type: application/json\nX-Temp: 35');
  });

  it('refuses answers that are not an HTTP action or connector', () => {
    expect(readHttpAction({ type: 'kafka' })).toBeUndefined();
    expect(readHttpConnector({ server: 'x:1' })).toBeUndefined();
  });
});

it('takes FOREACH items one by one', () => {
  expect(outputItems([1, 2])).toEqual([1, 2]);
  expect(outputItems({ a: 1 })).toEqual([{ a: 1 }]);
});
