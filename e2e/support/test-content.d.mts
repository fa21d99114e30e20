export const FIXTURE_CONTENT: string;
export const TEST_CONTENT_ROOT: string;
export function fixtureFiles(dir?: string): string[];
export function prepareTestContent(source?: string): string;
/** The photo fixture (a phone's JPEG with GPS and a rotation tag), and where the test content puts it under public/. */
export const PHOTO_FIXTURE: string;
export const PHOTO_PATHS: string[];
/** The project's content with the photo fixture alone, written to `root` (the bench's content); returns `root`. */
export function preparePhotoContent(root: string, source?: string): string;
/** The test build's content written to `root` (for tests that read or change a copy of it); returns `root`. */
export function prepareTestContentAt(root: string, source?: string): string;
