import type { EmqxGatewayApiClientsLwm2mClient, GetGatewaysByNameClientsParams } from '../../../generated/model';
import type { useGetGatewaysByNameClients } from '../../../generated/endpoints/gateway-clients/gateway-clients';

/** The gateway names the client operations take (the contract's, enterprise-only ones included). */
export type ClientsGatewayName = Parameters<typeof useGetGatewaysByNameClients>[0];

const CONSOLE_GATEWAYS: readonly string[] = ['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp'];

export const isClientsGatewayName = (name: string): name is ClientsGatewayName => CONSOLE_GATEWAYS.includes(name);

/**
 * One client of any gateway. The contract lists each gateway's client shape apart; they share every
 * field, and LwM2M's adds the endpoint name and lifetime, so its shape covers them all.
 */
export type GatewayClient = EmqxGatewayApiClientsLwm2mClient;

export type GatewayClientsQuery = GetGatewaysByNameClientsParams;

/** `STOMP 1.2`, `LwM2M 1.0.2`: the protocol as the client spoke it. */
export const clientProtocol = (c: GatewayClient): string => [c.proto_name, c.proto_ver].filter(Boolean).join(' ') || '–';

export const clientAddress = (c: GatewayClient): string => (c.ip_address ? `${c.ip_address}:${c.port ?? ''}` : '–');
