import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest spec files and tests the closing lines name (E2E_SLOWEST=N names more). */
const SLOWEST = Number(process.env.E2E_SLOWEST) || 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints the closing lines for CI logs: the slowest spec files (summed over their tests, per project) and the
 * slowest single tests, so that the run's time can be traced to where it goes, then one plain line,
 * "e2e: N passed, N failed, N skipped".
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly bySpec = new Map<string, number>();
  private readonly tests: { name: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
    const project = test.parent.project()?.name ?? '';
    const spec = `${path.basename(test.location.file)} [${project}]`;
    this.bySpec.set(spec, (this.bySpec.get(spec) ?? 0) + result.duration);
    this.tests.push({ name: `${spec} › ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const specs = [...this.bySpec].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
    if (specs.length) {
      console.log(`slowest spec files (time summed over their tests, in parallel workers):`);
      for (const [spec, ms] of specs) console.log(`  ${seconds(ms).padStart(8)}  ${spec}`);
      console.log(`slowest tests:`);
      for (const { name, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
        console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
      }
    }
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
