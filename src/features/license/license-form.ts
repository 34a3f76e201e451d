/**
 * The licence screen's two forms, checked as typed: the connection quota alarm's watermarks (and a
 * business-critical licence's connection limit), and a new licence key.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GetLicenseSetting200, PutLicenseSettingBody } from '../../generated/model';
import { percentFraction } from './summary/license-warnings';

export interface ThresholdDraft {
  low: string;
  high: string;
  /** Only for a business-critical licence, whose settings carry it. */
  dynamic?: string;
}

export type ThresholdField = keyof ThresholdDraft;

export function thresholdDraft(setting: GetLicenseSetting200 | undefined): ThresholdDraft {
  return {
    low: setting?.connection_low_watermark ?? '',
    high: setting?.connection_high_watermark ?? '',
    ...(setting?.dynamic_max_connections === undefined ? {} : { dynamic: String(setting.dynamic_max_connections) }),
  };
}

export function thresholdProblems(draft: ThresholdDraft): Partial<Record<ThresholdField, MessageDescriptor>> {
  const problems: Partial<Record<ThresholdField, MessageDescriptor>> = {};
  const low = percentFraction(draft.low);
  const high = percentFraction(draft.high);
  if (low === undefined) problems.low = msg`Enter a percentage from 0% to 100%, such as 75%`;
  if (high === undefined) problems.high = msg`Enter a percentage from 0% to 100%, such as 80%`;
  // The broker's check (emqx_license_schema:check_license_watermark/1): high strictly above low.
  else if (low !== undefined && high <= low) problems.high = msg`Must be above the low watermark`;
  if (draft.dynamic !== undefined && !/^\s*\d+\s*$/.test(draft.dynamic)) problems.dynamic = msg`Enter a whole number, 0 or more`;
  return problems;
}

export function thresholdBody(draft: ThresholdDraft): PutLicenseSettingBody {
  return {
    connection_low_watermark: draft.low.replace(/\s+/g, ''),
    connection_high_watermark: draft.high.replace(/\s+/g, ''),
    ...(draft.dynamic === undefined ? {} : { dynamic_max_connections: Number(draft.dynamic.trim()) }),
  };
}

/** The v3 key format (emqx_license_parser_v20220101): base64 of the fields, a dot, base64 of the signature. */
const KEY_FORMAT = /^[A-Za-z0-9+/]+={0,2}\.[A-Za-z0-9+/]+={0,2}$/;

/**
 * What is plainly wrong with a typed key, before the broker checks its signature. Spaces and line
 * breaks are ignored, as the broker drops them; `default` asks for the broker's evaluation licence.
 */
export function keyProblem(key: string): MessageDescriptor | undefined {
  const compact = key.replace(/[ \r\n]/g, '');
  if (compact === '') return msg`Enter the license key`;
  if (compact === 'default' || KEY_FORMAT.test(compact)) return undefined;
  return msg`This is not a license key: one is two base64 parts joined by a dot`;
}
