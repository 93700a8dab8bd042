// `npm test`: every suite in order, one summary at the end, non-zero exit if any suite failed.
// Steps run to the end even after a failure so one run shows everything that is broken.
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const steps: Step[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'server', command: 'npm run test:server' },
  { name: 'stories', command: 'npm run test:stories' },
  { name: 'e2e', command: 'npm run test:e2e' },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? steps.filter((s) => only.includes(s.name)) : steps;

const results = selected.map((step) => {
  const started = performance.now();
  console.log(`\n=== ${step.name}: ${step.command}`);
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  return { name: step.name, ok, seconds };
});

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
