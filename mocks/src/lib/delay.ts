/** Mock latencies of DESIGN.md §2, so loading states show in mock mode. */
export const MOCK_DELAYS = { list: 300, detail: 500, write: 500, download: 5000 } as const;
export type DelayKind = keyof typeof MOCK_DELAYS;

let factor = 1;

/** 0 turns the delays off (node tests); 1 is the designed latency. */
export const setMockDelayFactor = (value: number): void => {
  factor = value;
};
export const getMockDelayFactor = (): number => factor;

export function mockDelay(kind: DelayKind): Promise<void> {
  const ms = MOCK_DELAYS[kind] * factor;
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
