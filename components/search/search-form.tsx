import type { ChangeEvent, FormEvent, Ref } from 'react';
import type { SearchTexts } from '@/lib/search/schema';

interface SearchFormProps {
  texts: SearchTexts;
  /** The search page's address in this edition: without scripts, the form is sent there as a GET form. */
  action: string;
  query?: string;
  onQuery?: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The site search's form: a labelled search box and its button, a real GET form to the search page. */
export function SearchForm({ texts, action, query, onQuery, inputRef }: SearchFormProps) {
  const live = onQuery !== undefined;
  return (
    <form
      role="search"
      action={action}
      method="get"
      aria-label={texts.label}
      onSubmit={live ? (event: FormEvent) => event.preventDefault() : undefined}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="search-query" className="mb-2 block text-sm font-semibold text-slate-700">
          {texts.label}
        </label>
        <input
          ref={inputRef}
          id="search-query"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={texts.placeholder}
          {...(live ? { value: query, onChange: (event: ChangeEvent<HTMLInputElement>) => onQuery(event.target.value) } : { defaultValue: query })}
          className="block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-accent-dark focus:outline-2 focus:outline-accent-dark"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-navy px-5 py-2 font-semibold text-white transition-colors hover:bg-accent-dark focus-ring"
      >
        {texts.submit}
      </button>
    </form>
  );
}
