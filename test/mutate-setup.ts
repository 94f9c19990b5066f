// Loaded by vitest.mutate.config.ts only: under Stryker a property that fails has done its job, so
// fast-check stops at the first counterexample instead of shrinking it (shrinking a failing
// property on big numbers takes seconds, and a mutant killed that slowly is counted as a timeout).
import fc from 'fast-check';

fc.configureGlobal({ endOnFailure: true });
