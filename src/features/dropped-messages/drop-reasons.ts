/**
 * Why the broker drops a message, one reason a counter of `GET /metrics` (EMQX 5.8.1's
 * emqx_metrics): what causes it, in one sentence, and where an operator addresses it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScreenPath } from '../../app/screens';

export interface DropReason {
  id: string;
  /** The counter in each node's `/metrics` entry. */
  counter: string;
  title: MessageDescriptor;
  cause: MessageDescriptor;
  /** The screen that addresses it, if one does. */
  fix?: { to: ScreenPath; label: MessageDescriptor };
}

const SESSION = { to: '/mqtt/session', label: msg`Session settings` } as const;

export const DROP_REASONS: readonly DropReason[] = [
  {
    id: 'no_subscribers',
    counter: 'messages.dropped.no_subscribers',
    title: msg`No subscribers`,
    cause: msg`Published to a topic no client subscribes to: check the publisher's topic against the subscribers' filters.`,
    fix: { to: '/subscriptions/topics', label: msg`Topics` },
  },
  {
    id: 'queue_full',
    counter: 'delivery.dropped.queue_full',
    title: msg`Queue full`,
    cause: msg`A subscriber's message queue was full, so its oldest message made way: a slow or offline client with a lasting session. Raise the queue length or find the slow client.`,
    fix: SESSION,
  },
  {
    id: 'qos0_msg',
    counter: 'delivery.dropped.qos0_msg',
    title: msg`QoS 0 not queued`,
    cause: msg`QoS 0 messages for a client that was offline or busy, when the queue is full or does not store QoS 0 messages.`,
    fix: SESSION,
  },
  {
    id: 'expired',
    counter: 'delivery.dropped.expired',
    title: msg`Expired`,
    cause: msg`The message's expiry interval passed while it waited in a subscriber's queue: the client was away longer than the publisher allowed.`,
    fix: SESSION,
  },
  {
    id: 'await_pubrel_timeout',
    counter: 'messages.dropped.await_pubrel_timeout',
    title: msg`QoS 2 release timed out`,
    cause: msg`A publisher sent a QoS 2 message but not its PUBREL within the await-release timeout.`,
    fix: SESSION,
  },
  {
    id: 'too_large',
    counter: 'delivery.dropped.too_large',
    title: msg`Too large`,
    cause: msg`Larger than the maximum packet size the subscriber accepts.`,
    fix: { to: '/mqtt/general', label: msg`MQTT general settings` },
  },
  {
    id: 'auth_error',
    counter: 'packets.publish.auth_error',
    title: msg`Publish denied`,
    cause: msg`Publishes the authorization sources refused.`,
    fix: { to: '/authorization', label: msg`Authorization` },
  },
  {
    // The broker counts here a QoS 2 publish refused because the client's messages awaiting PUBREL are at
    // max_awaiting_rel, and a QoS 0 publish over the routing quota (QoS 1 and 2 get an error reply instead).
    id: 'awaiting_rel',
    counter: 'packets.publish.dropped',
    title: msg`Awaiting-release limit or quota reached`,
    cause: msg`A publisher sent a QoS 2 message while as many of its QoS 2 messages as "Max awaiting PUBREL" allows still waited for release, or a QoS 0 message over the routing quota.`,
    fix: SESSION,
  },
  {
    id: 'no_local',
    counter: 'delivery.dropped.no_local',
    title: msg`No local`,
    cause: msg`Not sent back to the client that published it, as its subscription's No local option asks: expected, not a fault.`,
  },
  {
    id: 'validation_failed',
    counter: 'messages.validation_failed',
    title: msg`Schema validation failed`,
    cause: msg`Failed a schema validation; it is dropped where the validation's failure action says so.`,
  },
  {
    id: 'transformation_failed',
    counter: 'messages.transformation_failed',
    title: msg`Transformation failed`,
    cause: msg`A message transformation failed on it; it is dropped where the transformation's failure action says so.`,
  },
];
