import { landingMessages } from '@shared/messages.landing.da';
import { Quote } from 'lucide-react';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {landingMessages.testimonialsTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {landingMessages.testimonials.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-2xl bg-indigo-50 p-6">
                <Quote aria-hidden="true" className="size-8 text-indigo-400" />
                <blockquote className="mt-3 flex-1 text-lg text-slate-800">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-5">
                  <span className="block font-semibold text-slate-900">{item.author}</span>
                  <span className="block text-slate-700">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
