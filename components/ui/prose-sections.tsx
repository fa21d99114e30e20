import type { TextSection } from '@/lib/legal/sections';
import { Reveal } from './reveal';
import { Phrases } from '@/components/ui/phrases';

/** Long-form text in sections (privacy, terms). */
export function ProseSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <div className="max-w-3xl space-y-10">
      {sections.map((section) => (
        <Reveal as="section" key={section.heading}>
          <h2 className="text-xl font-bold text-navy sm:text-2xl"><Phrases>{section.heading}</Phrases></h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Reveal>
      ))}
    </div>
  );
}
