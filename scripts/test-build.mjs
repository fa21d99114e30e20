// The build every test run uses (npm run build:test): the content copy with the fixtures
// (e2e/support/test-content.mjs), EmailJS and the map pointed at the local fakes (e2e/support/ports.mjs).
// An argument names another content folder to copy instead of content/ (to try an editor's change in a scratch copy).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { TEST_BUILD_ENV } from '../e2e/support/ports.mjs';
import { prepareTestContent } from '../e2e/support/test-content.mjs';

prepareTestContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, ...TEST_BUILD_ENV, NEXT_TELEMETRY_DISABLED: '1' } });
process.exit(result.status ?? 1);
