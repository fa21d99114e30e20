import type { Testimonial } from '@/lib/services/schema';
import { fillTemplate } from '@/lib/i18n/template';

/** A client testimonial: the quote and who said it. */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="mx-auto max-w-4xl rounded-2xl bg-white p-8 shadow-sm sm:p-12">
      <svg aria-hidden="true" viewBox="0 0 32 24" className="h-8 w-10 text-accent-dark" fill="currentColor">
        <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7 7 11h6v13H0zm19 0V14c0-8 4-12.5 12-14l1 3c-4.5 1.5-6.5 4-6.5 8h6V24H19z" />
      </svg>
      <blockquote className="mt-4 text-xl leading-relaxed text-slate-800 sm:text-2xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-bold text-navy">{testimonial.name}</span>
        <span className="text-slate-600">
          {fillTemplate(testimonial.attribution, { role: testimonial.role, company: testimonial.company })}
        </span>
      </figcaption>
    </figure>
  );
}
