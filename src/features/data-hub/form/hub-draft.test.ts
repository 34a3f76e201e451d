import { i18n } from '@lingui/core';
import { draftProblems, newDraft, toDraft, toTransformationBody, toValidationBody, type HubDraft } from './hub-draft';
import { protobufMessageTypes } from './schema-choices';

const said = (draft: HubDraft, taken: string[] = []) => Object.fromEntries(Object.entries(draftProblems(draft, taken)).map(([k, m]) => [k, i18n._(m)]));

describe('a Data Hub item draft', () => {
  it('checks a validation as the broker would: name, topics, checks', () => {
    const draft = { ...newDraft('validation'), name: '9-lives', topics: 'a/+/b\n\na/+/b' };
    expect(said(draft, ['9-lives'])).toEqual({ name: 'This name is taken', topics: 'a/+/b is given twice', 'checks.0.schema': 'Choose a schema' });
    expect(said({ ...draft, name: '_x', topics: 'a/b#' })).toMatchObject({
      name: 'Start with a letter or a digit, then use only letters, digits, underscores (_) and hyphens (-)',
      topics: "a/b# is not a topic filter: '+' and '#' must fill a whole level, and '#' must be the last",
    });
    const sql = { ...draft, topics: '$share/g/a/#', checks: [{ type: 'sql' as const, sql: ' ', schema: '', messageType: '' }] };
    expect(said(sql)).toEqual({ 'checks.0.sql': 'Write the SQL condition' });
    const twice = { type: 'json' as const, sql: '', schema: 's', messageType: '' };
    expect(said({ ...sql, checks: [twice, twice, { type: 'protobuf', sql: '', schema: 'p', messageType: '' }] })).toEqual({
      'checks.1.schema': 'This schema is checked already',
      'checks.2.messageType': 'Give the Protobuf message type',
    });
  });

  it('checks a transformation’s keys and expressions with the broker’s grammar and functions', () => {
    const draft = {
      ...newDraft('transformation'),
      name: 't1',
      topics: 't/#',
      operations: [
        { key: 'user_property.a.b', value: 'concat([topic' },
        { key: 'headers.x', value: 'nosuch(1)' },
        { key: 'payload.x', value: 'upper(1, 2)' },
        { key: 'topic', value: "concat([topic, '/', clientid])" },
      ],
    };
    expect(said(draft)).toEqual({
      'operations.0.key': 'Name exactly one user property: user_property.<name>',
      'operations.0.value': 'The broker cannot read this: syntax error before: ',
      'operations.1.key': 'A key is payload (or a path in it), qos, retain, topic or user_property.<name>',
      'operations.1.value': 'There is no function nosuch',
      'operations.2.value': 'upper takes other arguments: upper(str)',
    });
  });

  it('round-trips the broker’s items into the bodies POST and PUT take', () => {
    const validation = { name: 'v', description: 'd', enable: false, topics: 'a/b', strategy: 'any_pass', failure_action: 'disconnect', log_failure: { level: 'error' }, checks: [{ type: 'protobuf', schema: 'p', message_type: 'M' }, { type: 'sql', sql: 'SELECT * WHERE 1 = 1' }] };
    expect(toValidationBody(toDraft('validation', validation))).toEqual({ ...validation, topics: ['a/b'] });
    const transformation = {
      name: 't',
      description: '',
      enable: true,
      topics: ['x/#', 'y'],
      failure_action: 'ignore',
      log_failure: { level: 'warning' },
      payload_decoder: { type: 'avro', schema: 'a' },
      payload_encoder: { type: 'json' },
      operations: [{ key: 'qos', value: '1' }],
    };
    expect(toTransformationBody(toDraft('transformation', transformation))).toEqual(transformation);
  });

  it('reads the message types a Protobuf source declares, nested ones by their path', () => {
    const source = 'syntax = "proto3";\n// message Fake {\nmessage Frame {\n  message Point { double v = 1; }\n  repeated Point points = 1;\n}\nmessage Ack {}\n';
    expect(protobufMessageTypes(source)).toEqual(['Frame', 'Frame.Point', 'Ack']);
  });
});
