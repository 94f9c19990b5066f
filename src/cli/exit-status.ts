// The exit status a command that finished its work may ask for (`check`: 1 when the kernel and its
// twin differ), which main() returns once the command is done.

let status = 0;

export function setExitStatus(code: number): void {
  status = code;
}

/** The status asked for since the last call (0 when none), and forgets it. */
export function takeExitStatus(): number {
  const code = status;
  status = 0;
  return code;
}
