import { describe, expect, it } from 'vitest';
import { newPublishDraft, publishBody, publishOutcome } from './publish-body';

describe('publishBody', () => {
  it('sends text and JSON as typed, other encodings as Base64 bytes', () => {
    expect(publishBody({ ...newPublishDraft('t/1'), payload: '{"a":1}' })).toEqual({ topic: 't/1', qos: 0, retain: false, payload: '{"a":1}', payload_encoding: 'plain' });
    expect(publishBody({ ...newPublishDraft('t/1'), encoding: 'hex', payload: '00ff' })).toMatchObject({ payload: 'AP8=', payload_encoding: 'base64' });
    expect(publishBody({ ...newPublishDraft('t/1'), encoding: 'base64', payload: 'AP8=' })).toMatchObject({ payload: 'AP8=', payload_encoding: 'base64' });
  });

  it('adds only the MQTT 5 properties given, user properties as one object', () => {
    const body = publishBody({
      ...newPublishDraft('t/1'),
      qos: 1,
      retain: true,
      contentType: 'application/json',
      messageExpiryInterval: '60',
      payloadFormatIndicator: true,
      userProperties: [
        { key: 'site', value: '2' },
        { key: '', value: 'ignored' },
      ],
    });
    expect(body).toMatchObject({ qos: 1, retain: true, properties: { content_type: 'application/json', message_expiry_interval: 60, payload_format_indicator: 1, user_properties: { site: '2' } } });
    expect(publishBody(newPublishDraft('t/1'))).not.toHaveProperty('properties');
  });

  it("reads the broker's answer: delivered, no subscriber, refused", () => {
    expect(publishOutcome({ id: 'ABC' })).toEqual({ kind: 'delivered', id: 'ABC' });
    expect(publishOutcome({ reason_code: 16, message: 'no_matching_subscribers' })).toMatchObject({ kind: 'unrouted' });
    expect(publishOutcome({ reason_code: 151, message: 'packet_too_large' })).toEqual({ kind: 'refused', code: 151, reason: 'packet_too_large' });
  });
});
