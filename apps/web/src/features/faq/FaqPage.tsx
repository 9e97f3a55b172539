import { Clock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { ContactForm } from './ContactForm';
import { useSiteInfo } from '../site-info/site-info.api';

/** The operator's support contact (DATA_DIR/site-info.json); each part hidden while unset, nothing invented. */
function SupportContact() {
  const info = useSiteInfo().data;
  if (!info || (!info.supportEmail && !info.supportPhone && info.supportHours.length === 0)) return null;
  return (
    <dl className="space-y-5 self-start rounded-2xl border border-ink-700 bg-ink-900/60 p-6 text-sm">
      {info.supportEmail ? (
        <div>
          <dt className="flex items-center gap-2 font-semibold text-white">
            <Mail className="size-4 text-brand-400" aria-hidden="true" />
            {de.faq.supportEmailLabel}
          </dt>
          <dd className="mt-1">
            <a href={`mailto:${info.supportEmail}`} className="break-all text-brand-300 hover:underline">
              {info.supportEmail}
            </a>
          </dd>
        </div>
      ) : null}
      {info.supportPhone ? (
        <div>
          <dt className="flex items-center gap-2 font-semibold text-white">
            <Phone className="size-4 text-brand-400" aria-hidden="true" />
            {de.faq.phoneLabel}
          </dt>
          <dd className="mt-1">
            <a
              href={`tel:${info.supportPhone.replace(/[^+\d]/g, '')}`}
              className="text-brand-300 hover:underline"
            >
              {info.supportPhone}
            </a>
          </dd>
        </div>
      ) : null}
      {info.supportHours.length > 0 ? (
        <div>
          <dt className="flex items-center gap-2 font-semibold text-white">
            <Clock className="size-4 text-brand-400" aria-hidden="true" />
            {de.faq.hoursLabel}
          </dt>
          {info.supportHours.map((line) => (
            <dd key={line} className="mt-1 text-ink-200">
              {line}
            </dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}

interface FaqItem {
  question: string;
  answer: string;
  /** A page the answer points to ('Meine Downloads'). */
  link?: { to: string; label: string };
}

function FaqColumn({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.question} className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5">
          <dt className="font-semibold text-white">{item.question}</dt>
          <dd className="mt-2 text-sm leading-relaxed text-ink-300">
            {item.answer}
            {item.link ? (
              <>
                {' '}
                <Link to={item.link.to} className="font-semibold text-brand-300 hover:text-brand-200">
                  {item.link.label}
                </Link>
              </>
            ) : null}
          </dd>
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
      <section aria-labelledby="faq-contact" className="mt-16 grid gap-8 lg:has-[>dl]:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-ink-700 bg-ink-900/60 p-6">
          <h2 id="faq-contact" className="scroll-mt-24 text-2xl font-bold text-white">
            {de.faq.contactHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-300">{de.faq.contactIntro}</p>
          <ContactForm />
        </div>
        <SupportContact />
      </section>
    </div>
  );
}
