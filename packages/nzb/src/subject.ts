// The name is the first quoted run: `Release [01/12] - "file.part01.rar" yEnc (1/40)`.
// Linear: a failed attempt stops at the next quote, where the next attempt starts.
const QUOTED = /"([^"]{1,255})"/;
const YENC = /\byEnc\b/i;
const BARE_NAME = /^[^\s"/\\[\]]{1,245}\.[A-Za-z0-9]{1,10}$/;

/**
 * Extracts the posted file name from a usenet subject, or null if the subject
 * does not name one. Falls back to the bare token right before "yEnc" for
 * posters that omit the quotes. The result is untrusted text, not a safe path.
 */
export function fileNameFromSubject(subject: string): string | null {
  const quoted = QUOTED.exec(subject)?.[1]?.trim();
  if (quoted) return quoted;
  const yenc = subject.search(YENC);
  if (yenc <= 0) return null;
  const before = subject.slice(0, yenc).trimEnd();
  const token = before.slice(before.lastIndexOf(' ') + 1);
  return BARE_NAME.test(token) ? token : null;
}
