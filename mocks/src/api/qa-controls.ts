import type { OperationId } from '@sdp/shared/routes';

/** How mock mode misbehaves on purpose, for QA (the standalone bar sets it; a reload keeps it). */
export interface QaControls {
  /** The spec's latencies (300 ms lists, 500 ms writes and details, 5 s downloads), or none. */
  delays: 'spec' | 'none';
  /** One endpoint answers this status instead of running. */
  failing: { operation: OperationId; status: 500 | 503 } | null;
  /** Every call fails as if the network were down. */
  offline: boolean;
}

const KEY = 'sdp-mock-qa';
const DEFAULTS: QaControls = { delays: 'spec', failing: null, offline: false };

let current: QaControls = DEFAULTS;
let stored = false;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function qaControls(): QaControls {
  if (!stored) {
    stored = true;
    try {
      const saved = storage()?.getItem(KEY);
      if (saved) current = { ...DEFAULTS, ...(JSON.parse(saved) as Partial<QaControls>) };
    } catch {
      current = DEFAULTS;
    }
  }
  return current;
}

export function setQaControls(change: Partial<QaControls>): QaControls {
  current = { ...qaControls(), ...change };
  storage()?.setItem(KEY, JSON.stringify(current));
  return current;
}
