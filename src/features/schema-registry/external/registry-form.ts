/** An external (Confluent) schema registry as its dialog holds it, the checks on it, and the bodies the broker takes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchemaRegistryConfluentSchemaRegistry, SchemaRegistryExternalRegistryApiCreateConfluentSchemaRegistry } from '../../../generated/model';

export type AuthKind = 'none' | 'basic';

export interface RegistryDraft {
  name: string;
  url: string;
  auth: AuthKind;
  username: string;
  /** Empty on edit until the user types a new one: the stored one is then sent back as it was read. */
  password: string;
}

export type RegistryField = 'name' | 'url' | 'username' | 'password';
export type RegistryErrors = Partial<Record<RegistryField, MessageDescriptor>>;

/** A registry as the broker lists it (without its name) or answers it. */
export type StoredRegistry = SchemaRegistryConfluentSchemaRegistry;

export const NEW_REGISTRY: RegistryDraft = { name: '', url: '', auth: 'none', username: '', password: '' };

/** The spec's name rule (docs/product-spec.md §5), as for internal schemas. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const NAME_MAX = 255;

/** The basic credentials stored, or undefined (an absent `auth` is the broker's default, none). */
export function basicAuthOf(stored: StoredRegistry): { username: string; password: string } | undefined {
  const { auth } = stored;
  return auth !== undefined && auth !== 'none' ? { username: auth.username, password: auth.password } : undefined;
}

/** The dialog's start for an existing registry: its password is never put in a field, not even masked. */
export function draftOf(name: string, stored: StoredRegistry): RegistryDraft {
  const basic = basicAuthOf(stored);
  return { name, url: stored.url, auth: basic ? 'basic' : 'none', username: basic?.username ?? '', password: '' };
}

export function registryNameError(name: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!name) return msg`Name is required`;
  if (name.length > NAME_MAX) return msg`The name can be at most 255 characters long`;
  if (!NAME.test(name)) return msg`Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)`;
  if (taken.includes(name)) return msg`An external registry with this name already exists`;
  return undefined;
}

export function registryUrlError(url: string): MessageDescriptor | undefined {
  const value = url.trim();
  if (!value) return msg`URL is required`;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return msg`Enter a URL that starts with http:// or https://`;
  }
  // `new URL` also takes "http:host" and other schemes: the broker's HTTP client needs a host after "//".
  if (!['http:', 'https:'].includes(parsed.protocol) || !/^https?:\/\/[^/]/i.test(value) || !parsed.hostname) return msg`Enter a URL that starts with http:// or https://`;
  return undefined;
}

interface CheckContext {
  /** Names in use; a new registry only (the name of one being edited cannot change). */
  taken?: readonly string[];
  /** Editing: the registry as read. */
  stored?: StoredRegistry;
}

export function validateRegistry(draft: RegistryDraft, { taken, stored }: CheckContext = {}): RegistryErrors {
  const errors: RegistryErrors = {};
  const name = stored ? undefined : registryNameError(draft.name, taken ?? []);
  if (name) errors.name = name;
  const url = registryUrlError(draft.url);
  if (url) errors.url = url;
  if (draft.auth === 'basic') {
    if (!draft.username.trim()) errors.username = msg`Username is required`;
    // Asked again on every edit: 5.8.1 stores what a PUT sends and reads the password back only masked,
    // so sending "******" back would replace the real password with it (kept only from EMQX 5.10).
    if (!draft.password) errors.password = msg`Password is required`;
  }
  return errors;
}

function authBody(draft: RegistryDraft): StoredRegistry['auth'] {
  if (draft.auth === 'none') return 'none';
  return { mechanism: 'basic', username: draft.username.trim(), password: draft.password };
}

export function toCreateBody(draft: RegistryDraft): SchemaRegistryExternalRegistryApiCreateConfluentSchemaRegistry {
  return { name: draft.name, type: 'confluent', url: draft.url.trim(), auth: authBody(draft) };
}

/** A PUT replaces the whole registry, its password as typed again (see validateRegistry). */
export function toUpdateBody(draft: RegistryDraft): SchemaRegistryConfluentSchemaRegistry {
  return { type: 'confluent', url: draft.url.trim(), auth: authBody(draft) };
}
