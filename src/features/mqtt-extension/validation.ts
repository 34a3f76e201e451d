/**
 * Checks of the rule and auto-subscribe forms as the user types. Messages are descriptors so they
 * render in the current language. Regular expressions are left to the broker: it speaks PCRE,
 * which accepts patterns a browser's RegExp rejects.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AutoSubscribeTopic, ModulesRewrite } from '../../generated/model';
import { topicFilterError } from '../../domain/topic-filter';

export type FieldErrors<K extends string> = Partial<Record<K, MessageDescriptor>>;

export function validateRule(rule: ModulesRewrite): FieldErrors<'source_topic' | 're' | 'dest_topic'> {
  const errors: FieldErrors<'source_topic' | 're' | 'dest_topic'> = {};
  const source = rule.source_topic.trim();
  if (!source) errors.source_topic = msg`Source topic is required`;
  else {
    const shape = topicFilterError(source);
    if (shape) errors.source_topic = shape;
  }
  if (!rule.re) errors.re = msg`Regular expression is required`;
  if (!rule.dest_topic.trim()) errors.dest_topic = msg`Destination topic is required`;
  return errors;
}

/** `others`: the topics already in the list, the one being edited left out. */
export function validateAutoSubscribe(entry: AutoSubscribeTopic, others: readonly string[]): FieldErrors<'topic'> {
  const topic = entry.topic.trim();
  if (!topic) return { topic: msg`Topic is required` };
  const shape = topicFilterError(topic);
  if (shape) return { topic: shape };
  // The broker keeps one subscription per topic: a second entry would only replace the first.
  if (others.includes(topic)) return { topic: msg`This topic is already in the list` };
  return {};
}
