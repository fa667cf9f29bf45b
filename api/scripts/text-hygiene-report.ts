// `pnpm --filter @sdp/api text-hygiene-report`: the stored rows whose text holds a character the text hygiene rule
// refuses (records kept from before the rule). One line per finding; exits 0, with a count, either way.
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { findStoredTextProblems } from '../src/db/text-hygiene-report';

async function main(): Promise<void> {
  const handle = await connect(loadConfig());
  try {
    const findings = await findStoredTextProblems(handle.db);
    for (const { table, key, column, codePoint } of findings)
      console.log(`${table}\t${key}\t${column}\t${codePoint}`);
    console.log(`${findings.length} stored value(s) hold a character the text hygiene rule refuses`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
