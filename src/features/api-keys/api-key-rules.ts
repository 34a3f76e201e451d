/** What an API key is made of, the checks on it, and the broker's listing read as it really comes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostApiKeyBody, PutApiKeyByNameBody } from '../../generated/model';
import { expiryError, expiryToApi, type Expiry } from '../../components/expiry/expiry';

/** EMQX Enterprise 5.8's roles for API keys; publisher may only publish messages. */
export const API_KEY_ROLES = ['administrator', 'viewer', 'publisher'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export const API_KEY_ROLE_LABELS: Record<ApiKeyRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  viewer: msg`Viewer`,
  publisher: msg`Publisher`,
};

export const isApiKeyRole = (value: unknown): value is ApiKeyRole => typeof value === 'string' && (API_KEY_ROLES as readonly string[]).includes(value);

/** The spec's name rule (docs/product-spec.md §5; the broker's own is the same: `^[A-Za-z]+[A-Za-z0-9-_]*$`). */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const NAME_MAX = 256;

export interface ApiKeyDraft {
  name: string;
  desc: string;
  enable: boolean;
  role: ApiKeyRole;
  expiry: Expiry;
}

export type ApiKeyErrors = Partial<Record<'name' | 'expiry', MessageDescriptor>>;

export function nameError(name: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!name) return msg`Name is required`;
  if (name.length > NAME_MAX) return msg`The name can be at most 256 characters long`;
  if (!NAME.test(name)) return msg`Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)`;
  if (taken.includes(name)) return msg`An API key with this name already exists`;
  return undefined;
}

/**
 * A new key is checked whole; an existing one (`initialExpiry` given) keeps its name, and may keep an
 * expiry that has passed while other fields change.
 */
export function validateApiKey(draft: ApiKeyDraft, taken: readonly string[], now: number, initialExpiry?: Expiry): ApiKeyErrors {
  const errors: ApiKeyErrors = {};
  const name = initialExpiry ? undefined : nameError(draft.name.trim(), taken);
  if (name) errors.name = name;
  const expiry = expiryError(draft.expiry, now, initialExpiry);
  if (expiry) errors.expiry = expiry;
  return errors;
}

export function toCreateBody(draft: ApiKeyDraft, withRole: boolean): PostApiKeyBody {
  return { name: draft.name.trim(), desc: draft.desc.trim(), enable: draft.enable, expired_at: expiryToApi(draft.expiry), ...(withRole ? { role: draft.role } : {}) };
}

export function toUpdateBody(draft: ApiKeyDraft, withRole: boolean): PutApiKeyByNameBody {
  return { desc: draft.desc.trim(), enable: draft.enable, expired_at: expiryToApi(draft.expiry), ...(withRole ? { role: draft.role } : {}) };
}
