/** Serves the five standalone harness builds on 3011–3015. */
export default async function standaloneSetup(): Promise<() => Promise<void>> {
  const { startStandalones } = await import('../../tools/build/scripts/serve-standalone.mjs');
  const running = await startStandalones();
  return async () => running.stop();
}
