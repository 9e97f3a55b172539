/**
 * Progress lines for a long seeding phase: one at the start, one whenever
 * another tenth is done, one at the end ("Bilder: 120/397 (30 %)"), so a
 * first start never sits silent.
 */
export function progressReporter(label: string, total: number, log: (msg: string) => void): () => void {
  let done = 0;
  let lastTenth = 0;
  log(`${label}: 0/${total}`);
  return () => {
    done += 1;
    const tenth = Math.floor((done * 10) / Math.max(total, 1));
    if (done === total || tenth > lastTenth) {
      lastTenth = tenth;
      log(`${label}: ${done}/${total} (${Math.round((done * 100) / Math.max(total, 1))} %)`);
    }
  };
}
