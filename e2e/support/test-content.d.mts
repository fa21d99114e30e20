export const FIXTURE_CONTENT: string;
export const TEST_CONTENT_ROOT: string;
export function fixtureFiles(dir?: string): string[];
export function prepareTestContent(source?: string): string;
