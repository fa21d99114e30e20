import { z } from 'zod';
import { template, text } from '../content/fields';

/** The texts of the site search: the header's entry, the search page's form, its results and messages. */
export const searchTextsSchema = z
  .strictObject({
    label: text('Search box label', 'Read out for the search box, and its button’s name in the header.'),
    placeholder: text('Search example', 'Shown in the empty search box.'),
    submit: text('Search button'),
    headerLink: text('Header search link', 'The search entry in the header of every page.'),
    prompt: text('Before a search', 'Shown on the search page before anything is typed.'),
    loading: text('While searching', 'Shown while the search loads, the first time.'),
    resultsOne: template('One result', ['query'], 'Read out and shown above the results, like: 1 result for “tolerances”.'),
    resultsMany: template('Results', ['count', 'query'], 'Like: 12 results for “sourcing”.'),
    empty: template('Nothing found', ['query']),
    error: text('Search could not load', 'Shown when the search could not be fetched (a lost connection).'),
    resultsLabel: text('Results list name', 'Read out for the list of results.'),
    more: text('More results button', 'Below the results when there are more than the page shows.'),
  })
  .meta({ title: 'Search', description: 'The search entry in the header and the search page.' });

export type SearchTexts = z.infer<typeof searchTextsSchema>;
