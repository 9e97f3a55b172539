import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'wahr oder falsch (true/false)',
  object: 'ein Objekt',
  array: 'eine Liste',
  date: 'ein Datum',
};

const UNITS: Record<string, [one: string, many: string]> = {
  string: ['Zeichen', 'Zeichen'],
  array: ['Eintrag', 'Einträge'],
  set: ['Eintrag', 'Einträge'],
  file: ['Byte', 'Bytes'],
};

const count = (n: number | bigint, origin: string): string => {
  const unit = UNITS[origin];
  return unit ? `${n} ${Number(n) === 1 ? unit[0] : unit[1]}` : String(n);
};

/**
 * Plain German for the validation problems a client meets most (a missing
 * field, a wrong type, a value too short or too long), in place of zod's
 * literal translation ("erwartet string, erhalten undefined"). Anything else
 * is left to zod's German locale (answers undefined).
 */
export function germanValidationMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Pflichtfeld fehlt';
      return TYPE_NAMES[issue.expected] ? `muss ${TYPE_NAMES[issue.expected]} sein` : undefined;
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string' && Number(n) === 1 && issue.inclusive) return 'darf nicht leer sein';
      const bound = issue.inclusive ? 'mindestens' : 'mehr als';
      return UNITS[issue.origin]
        ? `${bound} ${count(n, issue.origin)} erforderlich`
        : `muss ${bound} ${String(n)} sein`;
    }
    case 'too_big': {
      const n = issue.maximum;
      const bound = issue.inclusive ? 'höchstens' : 'weniger als';
      return UNITS[issue.origin]
        ? `${bound} ${count(n, issue.origin)} erlaubt`
        : `darf ${bound} ${String(n)} sein`;
    }
    case 'unrecognized_keys':
      return `Unbekannte Felder: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
