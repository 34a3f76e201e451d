import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A topic filter as MQTT allows it: '#' only as the last level, '+' and '#' only as whole levels. */
export function topicFilterError(filter: string): MessageDescriptor | undefined {
  if (!filter) return msg`Topic is required`;
  const levels = filter.split('/');
  const bad = levels.some((level, i) => (level.includes('#') && (level !== '#' || i !== levels.length - 1)) || (level.includes('+') && level !== '+'));
  return bad ? msg`'+' and '#' must fill a whole level, and '#' must be the last` : undefined;
}
