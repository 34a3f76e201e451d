/**
 * The choices of an authenticator being created (mechanism, backend, mode) and the settings typed
 * for them: one state shared by the create wizard's steps and the gateway create flow's single step.
 */
import { getDefaultFormState } from '@rjsf/utils';
import { authnDefaultTemplate } from './default-templates';
import { useState } from 'react';
import { validator } from '../../forms/validator';
import { isBackend, isMechanism, modeOf, modesOf, schemaName, type AuthnOffer, type Backend, type Mechanism } from './authn-catalog';
import { useAuthnSchema, useAuthnUiSchema } from './authn-schema';

type Config = Record<string, unknown>;

/** The fields the steps fix for a pair in a mode (JWKS is told by `use_jwks`, not by an algorithm). */
export function fixedFields(mechanism: Mechanism, backend: Backend | undefined, mode: string | undefined): Config {
  const fixed: Config = { mechanism, ...(backend ? { backend } : {}) };
  const modes = modesOf(mechanism, backend);
  if (!modes || mode === undefined) return fixed;
  if (mechanism === 'jwt') return mode === 'jwks' ? { ...fixed, use_jwks: true } : { ...fixed, algorithm: mode };
  return { ...fixed, [modes.field]: mode };
}

/** The broker's default hashing, which the built-in database's API body leaves without a default. */
const SUGGESTED: Config = { password_hash_algorithm: { name: 'sha256', salt_position: 'prefix' } };

/** `initial`: a body built before (a step left and come back to) to carry on from. */
export function useAuthnDraft(offer: AuthnOffer, start?: Config | null) {
  const [mechanism, setMechanism] = useState<Mechanism | undefined>(() => (isMechanism(start?.mechanism) ? start.mechanism : undefined));
  const [backend, setBackend] = useState<Backend | undefined>(() => (isBackend(start?.backend) ? start.backend : undefined));
  const [mode, setMode] = useState<string | undefined>(() => (start ? modeOf(start) : undefined));
  const [draft, setDraft] = useState<Config | undefined>(() => start ?? undefined);
  const backends = mechanism ? (offer[mechanism] ?? []) : [];
  const needsBackend = backends.length > 0;
  const modes = mechanism ? modesOf(mechanism, backend) : undefined;
  const currentMode = mode ?? modes?.options[0]?.value;
  const name = mechanism && (!needsBackend || backend) ? schemaName(mechanism, backend, currentMode) : undefined;
  const schema = useAuthnSchema(name);
  const fixed = mechanism ? fixedFields(mechanism, backend, currentMode) : {};
  const uiSchema = useAuthnUiSchema(Object.keys(fixed).join(','));
  // EMQX's own starting point for the backend: its query, command or filter with the placeholders it takes.
  const initial = schema.data ? (getDefaultFormState(validator, schema.data, { ...(mechanism === 'password_based' ? SUGGESTED : {}), ...authnDefaultTemplate(mechanism, backend, currentMode), ...fixed }) as Config) : undefined;
  const value = draft ?? initial;

  return {
    mechanism,
    backend,
    backends,
    needsBackend,
    modes,
    mode: currentMode,
    schema,
    uiSchema,
    value,
    /** The request body: what was typed, with what the steps fixed; undefined until the form has loaded. */
    body: value === undefined ? undefined : { ...value, ...fixed },
    /** A submitted form value as the request body. */
    bodyOf: (submitted: Config): Config => ({ ...submitted, ...fixed }),
    /** A new choice is another body: the draft of the old one goes. */
    pickMechanism(next: Mechanism | undefined) {
      setMechanism(next);
      setBackend(undefined);
      setMode(undefined);
      setDraft(undefined);
    },
    pickBackend(next: Backend) {
      setBackend(next);
      setMode(undefined);
      setDraft(undefined);
    },
    pickMode(next: string) {
      setMode(next);
      setDraft(undefined);
    },
    edit: setDraft,
  };
}

export type AuthnDraft = ReturnType<typeof useAuthnDraft>;
