import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { contactMessageBodySchema, paidPlanIds, planDefinition, type PaidPlanId } from '@nzbkino/shared';
import { useToast } from '../../components/ui/toast/useToast';
import { Button } from '../../components/ui/Button';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { sendContactMessage } from './contact.api';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

const inputClass =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white placeholder:text-ink-400 focus:border-brand-400 focus:outline-none';

export function ContactForm() {
  const id = useId();
  const toast = useToast();
  // 'Plan anfragen' on the plans page names its plan (?plan=vip): the subject says it already.
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => {
    const plan = params.get('plan');
    const asked = paidPlanIds.includes(plan as PaidPlanId) ? planDefinition(plan as PaidPlanId) : null;
    return asked ? { ...EMPTY, subject: de.faq.planSubject(asked.name) } : EMPTY;
  });
  /** What keeps the message from being sent: empty required fields, or an address that cannot be one. */
  const [problem, setProblem] = useState<'missing' | 'email' | null>(null);
  const missing = problem === 'missing';
  // The message goes to the operator for real: stored and mailed (POST /api/contact).
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setValues(EMPTY);
      toast.success(de.faq.sent);
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : de.common.unknownError),
  });
  const sending = send.isPending;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'email' && problem === 'email') setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // Name, e-mail and message are required; the subject is optional (spec 001 §5).
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      setProblem('missing');
      return;
    }
    // The server's own rule for the address, checked here to spare the member its technical answer.
    if (!contactMessageBodySchema.shape.email.safeParse(values.email).success) {
      setProblem('email');
      return;
    }
    setProblem(null);
    const subject = values.subject.trim();
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(subject ? { subject } : {}),
    });
  };

  const field = (name: Field, label: string, required: boolean, multiline = false) => (
    <div className={multiline ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold text-ink-100">
        {label} <span className="font-normal text-ink-400">{required ? '*' : de.faq.optional}</span>
        {required ? <span className="sr-only">{de.faq.required}</span> : null}
      </label>
      {multiline ? (
        <textarea
          id={`${id}-${name}`}
          rows={5}
          value={values[name]}
          onChange={set(name)}
          className={inputClass}
          aria-invalid={missing && required && !values[name].trim() ? true : undefined}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
          value={values[name]}
          onChange={set(name)}
          className={inputClass}
          aria-invalid={
            (missing && required && !values[name].trim()) || (name === 'email' && problem === 'email')
              ? true
              : undefined
          }
        />
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-busy={sending}>
      {field('name', de.faq.name, true)}
      {field('email', de.faq.email, true)}
      <div className="sm:col-span-2">{field('subject', de.faq.subject, false)}</div>
      {field('message', de.faq.message, true, true)}
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-300 sm:col-span-2">
          {problem === 'missing' ? de.faq.missingFields : de.faq.badEmail}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending}>
          <Send className="size-4" aria-hidden="true" />
          {sending ? de.faq.sending : de.faq.send}
        </Button>
      </div>
    </form>
  );
}
