/**
 * What a browser may send to POST /_beacon (see shell/src/reporting): a few events, each an
 * error or a web vital of a part and version. Anything else is refused whole (400): unknown
 * fields, wrong types, too many events, a part that is no part, a version that is not a plain
 * token, a value out of range. Strings are short and never reach a log line unescaped (pino writes
 * JSON); the message is cut, not trusted.
 */
import { REMOTE_NAMES } from '@shared-data/contracts';

export const MAX_EVENTS = 10;
export const MAX_MESSAGE = 300;
export const VITALS = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITALS)[number];

export type BeaconEvent =
  | { type: 'error'; part: string; version: string; message: string }
  | { type: 'vital'; part: string; version: string; name: VitalName; value: number };

const PARTS = new Set<string>([...REMOTE_NAMES, 'shell', 'unknown']);
const VERSION = /^[A-Za-z0-9_-]{1,64}$/;
/** The largest value believed: a minute for LCP and INP, a layout shift score of 100. */
const MAX_VALUE: Record<VitalName, number> = { LCP: 60_000, INP: 60_000, CLS: 100 };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

function parseEvent(value: unknown): BeaconEvent | null {
  if (!isRecord(value)) return null;
  const { type, part, version } = value;
  if (typeof part !== 'string' || !PARTS.has(part)) return null;
  if (typeof version !== 'string' || !VERSION.test(version)) return null;
  if (type === 'error') {
    if (!hasOnly(value, ['type', 'part', 'version', 'message'])) return null;
    const message = value.message ?? '';
    if (typeof message !== 'string') return null;
    return { type, part, version, message: message.slice(0, MAX_MESSAGE) };
  }
  if (type === 'vital') {
    if (!hasOnly(value, ['type', 'part', 'version', 'name', 'value'])) return null;
    const { name, value: measured } = value;
    if (typeof name !== 'string' || !(VITALS as readonly string[]).includes(name)) return null;
    const vital = name as VitalName;
    if (typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0 || measured > MAX_VALUE[vital]) {
      return null;
    }
    return { type, part, version, name: vital, value: measured };
  }
  return null;
}

/** The events of a beacon's body (parsed JSON), or null when any part of it is not as above. */
export function parseBeacon(body: unknown): BeaconEvent[] | null {
  if (!isRecord(body) || !hasOnly(body, ['events']) || !Array.isArray(body.events)) return null;
  if (body.events.length === 0 || body.events.length > MAX_EVENTS) return null;
  const events = body.events.map(parseEvent);
  return events.every((event): event is BeaconEvent => event !== null) ? events : null;
}
