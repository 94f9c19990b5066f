// At most n things at once: analyze's exact jobs each take a worker (a thread in Node, a Web Worker
// in a browser), and a hundred variants must not start a hundred. A dozen lines, so no library.

/** Runs the calls it is given at most `concurrency` at a time, the others in the order given as
 *  those finish; each call's promise settles as its own. */
export function concurrencyLimit(concurrency: number): <T>(call: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return (call) =>
    new Promise((resolve, reject) => {
      const start = () => {
        running++;
        call().then(resolve, reject).finally(next);
      };
      if (running < concurrency) start();
      else waiting.push(start);
    });
}
