import { once } from 'node:events';
import yauzl from 'yauzl';

/** The zip's entries, read from its central directory, each with its bytes (cart tests and journeys). */
export async function unzip(data: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: { name: string; data: Buffer }[] = [];
  zipfile.readEntry();
  for (;;) {
    const [entry] = (await Promise.race([once(zipfile, 'entry'), once(zipfile, 'end')])) as [yauzl.Entry?];
    if (!entry) return entries;
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zipfile.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
    zipfile.readEntry();
  }
}
