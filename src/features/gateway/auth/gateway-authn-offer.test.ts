import { offeredMechanisms } from '../../authentication/authn-mechanisms';
import { gatewayAllows, gatewayAuthnOffer } from './gateway-authn-offer';

describe('gatewayAuthnOffer (spec section 9, read as what each gateway does not offer)', () => {
  it('offers STOMP, CoAP and ExProto everything but SCRAM', () => {
    for (const gateway of ['stomp', 'coap', 'exproto']) {
      const offer = gatewayAuthnOffer(gateway);
      expect(offeredMechanisms(offer)).toEqual(['password_based', 'jwt']);
      expect(offer.password_based).toEqual(['built_in_database', 'mysql', 'mongodb', 'postgresql', 'http', 'redis']);
      expect(offer.jwt).toEqual([]);
    }
  });

  it('offers MQTT-SN and LwM2M password checks over HTTP only: their protocols carry no password', () => {
    for (const gateway of ['mqttsn', 'lwm2m']) {
      const offer = gatewayAuthnOffer(gateway);
      expect(offeredMechanisms(offer)).toEqual(['password_based']);
      expect(offer.password_based).toEqual(['http']);
    }
  });

  it('offers an unknown gateway nothing', () => {
    expect(offeredMechanisms(gatewayAuthnOffer('ocpp'))).toEqual([]);
  });

  it('tells which authenticators a gateway takes', () => {
    expect(gatewayAllows('stomp', 'password_based', 'built_in_database')).toBe(true);
    expect(gatewayAllows('stomp', 'jwt', undefined)).toBe(true);
    expect(gatewayAllows('stomp', 'scram', 'built_in_database')).toBe(false);
    expect(gatewayAllows('mqttsn', 'jwt', undefined)).toBe(false);
    expect(gatewayAllows('lwm2m', 'password_based', 'redis')).toBe(false);
    expect(gatewayAllows('lwm2m', 'password_based', 'http')).toBe(true);
    expect(gatewayAllows('stomp', 'password_based', 'ldap')).toBe(false);
    expect(gatewayAllows('stomp', 'jwt', 'mysql')).toBe(false);
  });
});
