import { passwordStrength, strengthLabelIndex } from '@nzbkino/shared';
import { de } from '../../../i18n/de';

const barColors = ['bg-curtain-500', 'bg-curtain-400', 'bg-brand-500', 'bg-lime-400', 'bg-emerald-400'];

/** Strength bar of spec 000 §5: score/5 as a percentage and one of five labels. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  const index = strengthLabelIndex(score);
  const percent = Math.round((score / 5) * 100);
  const label = de.auth.strength.levels[index] ?? '';
  return (
    <div className="flex items-center gap-3" data-testid="password-strength">
      <div
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-700"
        role="meter"
        aria-label={de.auth.strength.label}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={de.auth.strength.value(label, percent)}
      >
        <div
          className={`h-full rounded-full transition-all ${barColors[index]}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-24 text-right text-xs font-semibold text-ink-200">{label}</span>
    </div>
  );
}
