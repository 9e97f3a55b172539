/**
 * Prints how many held-out names the parser reads fully right, overall and for
 * German names, and which fields it misses most.
 *
 *   npx tsx packages/release-parser/heldout/score.ts            # figures (first set, blind set, both)
 *   npx tsx packages/release-parser/heldout/score.ts --misses   # every miss, field by field
 */
import { parseReleaseName } from '../src/index';
import { isGerman, mismatches } from './expectation';
import type { HeldOutName } from './expectation';
import { BLIND_NAMES, HELD_OUT_NAMES } from './names';

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

const sets = Object.entries({ ...HELD_OUT_NAMES, blind: BLIND_NAMES }) as Array<[string, HeldOutName[]]>;
const blind: Tally = { right: 0, total: 0 };
const blindGerman: Tally = { right: 0, total: 0 };
for (const [set, names] of sets) {
  const tally: Tally = { right: 0, total: 0 };
  bySet.set(set, tally);
  for (const { name, expect } of names) {
    const misses = mismatches(parseReleaseName(name), expect);
    const right = misses.length === 0 ? 1 : 0;
    const targets = set === 'blind' ? [blind, tally] : [overall, tally];
    if (isGerman(expect)) targets.push(set === 'blind' ? blindGerman : german);
    for (const target of targets) {
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

console.log(`first set (guided the work), fully right: ${percent(overall)}, German ${percent(german)}`);
console.log(
  `blind set (measured, not tuned), fully right: ${percent(blind)}, German ${percent(blindGerman)}`,
);
const all: Tally = { right: overall.right + blind.right, total: overall.total + blind.total };
const allGerman: Tally = { right: german.right + blindGerman.right, total: german.total + blindGerman.total };
console.log(`both sets, fully right: ${percent(all)}, German ${percent(allGerman)}`);
for (const [set, tally] of bySet) console.log(`  ${set.padEnd(10)} ${percent(tally)}`);
const fields = [...byField].sort((a, b) => b[1] - a[1]);
console.log(`misses by field: ${fields.map(([field, count]) => `${field} ${count}`).join(', ')}`);
