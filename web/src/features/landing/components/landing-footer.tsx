import { appMessages, landingMessages } from '@shared/messages.landing.da';
import { Cpu, ShieldCheck } from 'lucide-react';

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">{appMessages.name}</span> · {landingMessages.footerNote}
        </p>
        <ul className="flex flex-wrap justify-center gap-3">
          <li lang="en" className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-4 py-2 font-semibold text-teal-900">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {landingMessages.gdpr}
          </li>
          <li lang="en" className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-2 font-semibold text-indigo-900">
            <Cpu aria-hidden="true" className="size-5" />
            {landingMessages.ai}
          </li>
        </ul>
      </div>
    </footer>
  );
}
