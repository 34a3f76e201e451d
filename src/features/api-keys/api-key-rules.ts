/** What an API key is made of, the checks on it, and the broker's listing read as it really comes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostApiKeyBody, PutApiKeyByNameBody } from '../../generated/model';
import { expiryError, expiryToApi, toLocalInput, type Expiry } from '../../components/expiry/expiry';

/**
 * EMQX Enterprise 5.8's roles for API keys, least able first: viewer may only read, publisher may only
 * publish messages, administrator may do anything. The contract types `role` as a bare string
 * (default `administrator`), so the list is the broker's RBAC, not the API document.
 */
export const API_KEY_ROLES = ['viewer', 'publisher', 'administrator'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/**
 * A new key starts as the role that changes nothing: one who needs more picks it knowingly. Publisher
 * reads nothing but writes to devices, so viewer is the safer start.
 */
export const DEFAULT_API_KEY_ROLE: ApiKeyRole = 'viewer';

/** A new key expires by itself unless the user asks otherwise: a forgotten or leaked key dies on its own. */
export const DEFAULT_API_KEY_DAYS = 90;

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

/**
 * The form for a new key at `now`: expiring DEFAULT_API_KEY_DAYS calendar days later at the same local
 * wall-clock time (a daylight-saving change in between moves no hour), as the expiry input shows it.
 */
export function newApiKeyDraft(now: Date): ApiKeyDraft {
  const at = new Date(now);
  at.setDate(at.getDate() + DEFAULT_API_KEY_DAYS);
  return { name: '', desc: '', enable: true, role: DEFAULT_API_KEY_ROLE, expiry: { never: false, at: toLocalInput(at) } };
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
