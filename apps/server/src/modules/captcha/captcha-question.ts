import { randomInt } from 'node:crypto';

export type Operator = '+' | '−' | '×';

export interface CaptchaQuestion {
  /** What the image shows, e.g. "7 × 8 = ?". */
  text: string;
  answer: number;
}

const OPERATORS: readonly Operator[] = ['+', '−', '×'];

/**
 * Spec 000 §5: two numbers from 1 to 10 with plus, minus (larger minus smaller,
 * never negative) or times. Drawn from the CSPRNG: the question must not be predictable.
 */
export function createQuestion(pick: (maxExclusive: number) => number = randomInt): CaptchaQuestion {
  const a = pick(10) + 1;
  const b = pick(10) + 1;
  const operator = OPERATORS[pick(OPERATORS.length)] ?? '+';
  if (operator === '−') {
    const [big, small] = a >= b ? [a, b] : [b, a];
    return { text: `${big} − ${small} = ?`, answer: big - small };
  }
  return { text: `${a} ${operator} ${b} = ?`, answer: operator === '+' ? a + b : a * b };
}
