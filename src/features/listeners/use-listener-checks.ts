import { useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { bindProblem, isValidListenerName, listenerId, portOwner, type ListenerConfig } from './listener-rules';

/**
 * The checks the schemas cannot express, as errors placed on their fields: the name's pattern and
 * uniqueness, the bind's shape and a port another listener holds. Empty fields are left to the
 * schema's "is required".
 */
export function useListenerChecks(
  value: ListenerConfig | undefined,
  listeners: readonly ListenersListenerIdStatus[],
  ownId: string | undefined,
): ErrorSchema<ListenerConfig> | undefined {
  const { t } = useLingui();
  if (!value) return undefined;
  const errors: Record<string, { __errors: string[] }> = {};
  const name = typeof value.name === 'string' ? value.name : '';
  if (!ownId && name) {
    const id = listenerId(value.type, name);
    if (!isValidListenerName(name)) errors.name = { __errors: [t`Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)`] };
    else if (listeners.some((l) => l.id === id)) errors.name = { __errors: [t`The listener ${id} already exists`] };
  }
  const bind = typeof value.bind === 'string' ? value.bind : '';
  if (bind) {
    const problem = bindProblem(bind);
    const owner = problem ? undefined : portOwner(bind, listeners, ownId);
    if (problem === 'format') errors.bind = { __errors: [t`Enter an IPv4 address and port, such as 0.0.0.0:1883, or a port alone`] };
    else if (problem === 'port') errors.bind = { __errors: [t`The port must be between 0 and 65535`] };
    else if (owner) errors.bind = { __errors: [t`This port is already used by ${owner}`] };
  }
  return Object.keys(errors).length ? (errors as ErrorSchema<ListenerConfig>) : undefined;
}
