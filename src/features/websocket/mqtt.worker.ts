/**
 * The MQTT worker: every connection of the WebSocket tool runs here, so parsing and counting a
 * flood of messages never competes with the page for its thread. Loaded on the first Connect.
 */
import mqtt from 'mqtt';
import { createCoalescingWebSocket } from './coalescing-websocket';
import { serveMqtt, type WorkerScope } from './worker-host';

serveMqtt(self as unknown as WorkerScope, (url, options) => mqtt.connect(url, options), createCoalescingWebSocket);
