import { Clock, Mail, Phone } from 'lucide-react';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { ContactForm } from './ContactForm';

function FaqColumn({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.question} className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5">
          <dt className="font-semibold text-white">{item.question}</dt>
          <dd className="mt-2 text-sm leading-relaxed text-ink-300">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function FaqPage() {
  usePageTitle(de.faq.title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.faq.breadcrumb }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{de.faq.title}</h1>
      <p className="mt-3 max-w-2xl text-ink-200">{de.faq.intro}</p>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <FaqColumn items={de.faq.left} />
        <FaqColumn items={de.faq.right} />
      </div>
      <section aria-labelledby="faq-contact" className="mt-16 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-ink-700 bg-ink-900/60 p-6">
          <h2 id="faq-contact" className="text-2xl font-bold text-white">
            {de.faq.contactHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-300">{de.faq.contactIntro}</p>
          <ContactForm />
        </div>
        <dl className="space-y-5 rounded-2xl border border-ink-700 bg-ink-900/60 p-6 text-sm">
          <div>
            <dt className="flex items-center gap-2 font-semibold text-white">
              <Mail className="size-4 text-brand-400" aria-hidden="true" />
              {de.faq.supportEmailLabel}
            </dt>
            <dd className="mt-1">
              <a href={`mailto:${de.faq.supportEmail}`} className="text-brand-300 hover:underline">
                {de.faq.supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold text-white">
              <Phone className="size-4 text-brand-400" aria-hidden="true" />
              {de.faq.phoneLabel}
            </dt>
            <dd className="mt-1">
              <a href={de.faq.phoneHref} className="text-brand-300 hover:underline">
                {de.faq.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold text-white">
              <Clock className="size-4 text-brand-400" aria-hidden="true" />
              {de.faq.hoursLabel}
            </dt>
            <dd className="mt-1 text-ink-200">{de.faq.hoursWeekdays}</dd>
            <dd className="text-ink-200">{de.faq.hoursWeekend}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
