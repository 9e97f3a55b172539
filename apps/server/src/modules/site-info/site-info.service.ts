import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SiteInfo } from '@nzbkino/shared';

/** The operator's settings file in DATA_DIR; every field optional. */
const settingsFileSchema = z.object({
  supportEmail: z.string().trim().min(1).optional(),
  supportPhone: z.string().trim().min(1).optional(),
  supportHours: z.array(z.string().trim().min(1)).optional(),
  team: z.array(z.object({ name: z.string().trim().min(1), role: z.string().trim().default('') })).optional(),
});

export const SITE_INFO_FILES = {
  settings: 'site-info.json',
  impressum: 'impressum.txt',
  privacyPolicy: 'datenschutz.txt',
} as const;

interface Log {
  warn(details: object, message: string): void;
}

async function readText(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * What the operator wrote down about the site, read from DATA_DIR at each
 * request (small files; an edit shows without a restart): `site-info.json`
 * (support e-mail, phone, hours, team) and the plain-text `impressum.txt` and
 * `datenschutz.txt`. Whatever is missing stays null or empty: the pages hide
 * it rather than show invented data. A broken settings file is logged and
 * read as empty.
 */
export class SiteInfoService {
  constructor(
    private readonly dataDir: string,
    private readonly log: Log,
    /** FORUM_URL while forum sign-on is configured. */
    private readonly forumUrl: string | null = null,
  ) {}

  async read(): Promise<SiteInfo> {
    const [settingsText, impressum, privacyPolicy] = await Promise.all([
      readText(path.join(this.dataDir, SITE_INFO_FILES.settings)),
      readText(path.join(this.dataDir, SITE_INFO_FILES.impressum)),
      readText(path.join(this.dataDir, SITE_INFO_FILES.privacyPolicy)),
    ]);
    let settings: z.infer<typeof settingsFileSchema> = {};
    if (settingsText) {
      try {
        settings = settingsFileSchema.parse(JSON.parse(settingsText));
      } catch (error) {
        this.log.warn({ err: error, file: SITE_INFO_FILES.settings }, 'Betreiberangaben nicht lesbar');
      }
    }
    return {
      supportEmail: settings.supportEmail ?? null,
      supportPhone: settings.supportPhone ?? null,
      supportHours: settings.supportHours ?? [],
      team: settings.team ?? [],
      impressum,
      privacyPolicy,
      forumUrl: this.forumUrl,
    };
  }
}
