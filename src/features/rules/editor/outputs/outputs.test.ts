import { NEW_REPUBLISH, outputsToActions, readOutputs, republishErrors, splitActionId, type RuleOutput } from './outputs';

describe('outputs and the rule actions', () => {
  const actions = [
    { function: 'console' },
    {
      function: 'republish',
      args: { topic: 'out/${clientid}', qos: 1, retain: false, payload: '${payload.msg}', user_properties: '${user_properties}', direct_dispatch: false, mqtt_properties: { 'Content-Type': 'text/plain' } },
    },
    'http:my_sink',
    { function: 'my_module:handle', args: { a: 1 } },
  ];

  it('round-trips every kind of output', () => {
    const outputs = readOutputs(actions);
    expect(outputs.map((o) => o.kind)).toEqual(['console', 'republish', 'action', 'function']);
    expect(outputsToActions(outputs)).toEqual(actions);
  });

  it('sends templates as text and plain values typed', () => {
    const out: RuleOutput = { kind: 'republish', args: { ...NEW_REPUBLISH, topic: ' t/1 ' } };
    expect(outputsToActions([out])).toEqual([
      { function: 'republish', args: { topic: 't/1', qos: '${qos}', retain: '${retain}', payload: '${payload}', user_properties: '${user_properties}', direct_dispatch: false, mqtt_properties: {} } },
    ]);
  });

  it('reads a republish without args with the broker defaults', () => {
    expect(readOutputs([{ function: 'republish' }])).toEqual([{ kind: 'republish', args: NEW_REPUBLISH }]);
  });

  it('checks a republish as typed', () => {
    expect(Object.keys(republishErrors(NEW_REPUBLISH))).toEqual(['topic']);
    const bad = { ...NEW_REPUBLISH, topic: 'a/#', qos: '3', retain: 'yes', userProperties: 'x', mqttProperties: { ...NEW_REPUBLISH.mqttProperties, 'Message-Expiry-Interval': '1h' } };
    expect(Object.keys(republishErrors(bad)).sort()).toEqual(['Message-Expiry-Interval', 'qos', 'retain', 'topic', 'userProperties']);
    expect(republishErrors({ ...NEW_REPUBLISH, topic: 'out/${topic}', qos: '2', retain: 'true' })).toEqual({});
  });

  it('splits an action id into type and name', () => {
    expect(splitActionId('http:my:sink')).toEqual({ type: 'http', name: 'my:sink' });
  });
});
