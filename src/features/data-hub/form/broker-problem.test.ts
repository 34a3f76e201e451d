import { ApiError } from '../../../api/api-error';
import { brokerProblem } from './broker-problem';

const refused = (message: string) => new ApiError(message, { status: 400, code: 'BAD_REQUEST' });

describe('the field a broker 400 names', () => {
  it('reads the schema error’s path in the form’s keys (lists from 0) and its innermost reason', () => {
    expect(brokerProblem(refused('{"kind":"validation_error","path":"root.operations.2.value","reason":{"expression":"a(","reason":"syntax error before: "},"value":"a("}'))).toEqual({
      key: 'operations.1.value',
      reason: 'syntax error before: ',
    });
    expect(brokerProblem(refused('{"kind":"validation_error","path":"root.topics","reason":"invalid topic filter: a/#/b","value":["a/#/b"]}'))).toEqual({ key: 'topics', reason: 'invalid topic filter: a/#/b' });
    expect(brokerProblem(refused('{"kind":"validation_error","path":"root.payload_decoder.message_type","reason":"required_field"}'))?.key).toBe('decoder.messageType');
  });

  it('leaves anything else to the toast', () => {
    expect(brokerProblem(refused('{post_config_update,emqx_schema_validation_config,#{missing_schemas => []}}'))).toBeUndefined();
    expect(brokerProblem(refused('{"kind":"validation_error","path":"root.tags","reason":"x"}'))).toBeUndefined();
    expect(brokerProblem(new ApiError('boom', { status: 500 }))).toBeUndefined();
  });
});
