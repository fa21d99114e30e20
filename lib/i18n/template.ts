import { Fragment, createElement, type ReactNode } from 'react';

/**
 * Texts that hold a value of the code's ("© {year} {name}. All rights reserved.", "Language: {name}") are whole
 * sentences in the content, slots and all: each language puts the value where its grammar wants it and writes its
 * own punctuation around it ("语言：{name}", "{label}（{hint}）"). The code never glues a label to a colon, a bracket
 * or a second label itself.
 */
const SLOT = /\{(\w+)\}/g;

/** The template with each `{key}` replaced by its value; an unknown key stays as written, so a typo shows on the page. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(SLOT, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The same for a value that is an element (a `<time>`, a link): the template's words around it stay text, in
 * the order the language writes them. `words` wraps each run of the template's own words (to hide them from
 * sight but not from screen readers, say).
 */
export function fillTemplateNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
  words: (text: string) => ReactNode = (text) => text,
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT)) {
    const key = match[1] as string;
    if (!(key in values)) continue;
    if (match.index > last) parts.push(words(template.slice(last, match.index)));
    parts.push(values[key]);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(words(template.slice(last)));
  return createElement(Fragment, null, ...parts.map((part, i) => createElement(Fragment, { key: i }, part)));
}
