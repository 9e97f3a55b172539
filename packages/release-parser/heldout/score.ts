/**
 * Prints how many held-out names the parser reads fully right, overall and for
 * German names, and which fields it misses most.
 *
 *   npx tsx packages/release-parser/heldout/score.ts            # figures
 *   npx tsx packages/release-parser/heldout/score.ts --misses   # every miss, field by field
 */
import { parseReleaseName } from '../src/index';
import { isGerman, mismatches } from './expectation';
import type { HeldOutName } from './expectation';
import { HELD_OUT_NAMES } from './names';

interface Tally {
  right: number;
  total: number;
}

function percent({ right, total }: Tally): string {
  return `${((right / Math.max(total, 1)) * 100).toFixed(1)} % (${right}/${total})`;
}

const showMisses = process.argv.includes('--misses');
const overall: Tally = { right: 0, total: 0 };
const german: Tally = { right: 0, total: 0 };
const byField = new Map<string, number>();
const bySet = new Map<string, Tally>();

for (const [set, names] of Object.entries(HELD_OUT_NAMES) as Array<[string, HeldOutName[]]>) {
  const tally: Tally = { right: 0, total: 0 };
  bySet.set(set, tally);
  for (const { name, expect } of names) {
    const misses = mismatches(parseReleaseName(name), expect);
    const right = misses.length === 0 ? 1 : 0;
    for (const target of isGerman(expect) ? [overall, german, tally] : [overall, tally]) {
      target.right += right;
      target.total += 1;
    }
    for (const [field] of misses) byField.set(field, (byField.get(field) ?? 0) + 1);
    if (showMisses && misses.length > 0) {
      console.log(name);
      for (const [field, wanted, actual] of misses) {
        console.log(`  ${field}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(actual)}`);
      }
    }
  }
}

console.log(`held-out names fully right: ${percent(overall)}`);
console.log(`German names fully right:   ${percent(german)}`);
for (const [set, tally] of bySet) console.log(`  ${set.padEnd(10)} ${percent(tally)}`);
const fields = [...byField].sort((a, b) => b[1] - a[1]);
console.log(`misses by field: ${fields.map(([field, count]) => `${field} ${count}`).join(', ')}`);
