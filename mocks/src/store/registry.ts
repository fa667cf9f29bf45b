/** Each domain store registers how to return to its seed; tests call resetMockStore() between cases. */
const resets: (() => void)[] = [];

export function registerStoreReset(reset: () => void): void {
  resets.push(reset);
  reset();
}

export function resetMockStore(): void {
  resets.forEach((reset) => reset());
}
