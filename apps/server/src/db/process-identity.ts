import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, precisely enough to tell later whether it still runs: a
 * pid alone is reused, so the kernel's start time of the process and the boot
 * are kept too (Linux; elsewhere only the pid can be checked).
 */
export interface ProcessIdentity {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id: pids and start times begin again after a reboot. */
  bootId: string | null;
  /** Start time in clock ticks since boot (/proc/<pid>/stat, field 22). */
  startTicks: number | null;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name in field 2 may hold spaces and parentheses. */
export function processStartTicks(pid: number): number | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  return Number.isFinite(ticks) ? ticks : null;
}

export function currentProcess(): ProcessIdentity {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null,
    startTicks: processStartTicks(process.pid),
  };
}

/**
 * Whether the process still runs: `true`, `false`, or `'unknown'` for a
 * process on another host (a data folder on a network share), which this
 * machine cannot see and so must be taken as running.
 */
export function isRunning(
  other: ProcessIdentity,
  self: ProcessIdentity = currentProcess(),
): boolean | 'unknown' {
  if (other.host !== self.host) return 'unknown';
  if (other.bootId && self.bootId && other.bootId !== self.bootId) return false;
  try {
    process.kill(other.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid is taken; by the same process only if it started at the same moment.
  if (other.startTicks === null) return true;
  const ticks = processStartTicks(other.pid);
  return ticks === null || ticks === other.startTicks;
}
