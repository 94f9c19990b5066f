// Merges Stryker result files (the mutation-testing-report-schema JSON that `--incremental` reads
// and writes) into one, for folders run at the same time, each with its own `--incrementalFile`:
//   node scripts/merge-stryker-results.mjs reports/stryker-incremental.json a.json b.json …
// Every file's mutants and every test file's tests come from the last input that has them; the
// output is the first argument (it may be one of the inputs). See docs/guide/testing.md.
import { readFileSync, writeFileSync } from 'node:fs';

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) {
  console.error('usage: node scripts/merge-stryker-results.mjs OUT.json IN.json [IN.json …]');
  process.exit(2);
}
const reports = inputs.map((file) => JSON.parse(readFileSync(file, 'utf8')));
const merged = { ...reports[0], files: {}, testFiles: {} };
for (const report of reports) {
  Object.assign(merged.files, report.files);
  Object.assign(merged.testFiles, report.testFiles ?? {});
}
writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
console.log(
  `${out}: ${Object.keys(merged.files).length} source files, ${Object.keys(merged.testFiles).length} test files`,
);
