import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface, chosen by the OS. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('Could not pick a free port.');
  return address.port;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process printed so far (for error messages when it fails to come up). */
  output: () => string;
}

/**
 * Starts a command in its own process group (tsx runs node as a child), so stopping it later reaches every
 * process it started and nothing outlives the test run.
 */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): RunningProcess {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Runs a command to completion and returns its output; throws with the output when it fails. */
export async function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<string> {
  const running = startProcess(command, args, env, cwd);
  const [code] = (await once(running.child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${running.output()}`);
  return running.output();
}

/** Stops the whole process group: SIGTERM (graceful shutdown), then SIGKILL if it is still there. */
export async function stopProcess(running: RunningProcess, graceMs = 10_000): Promise<void> {
  const { child } = running;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls a URL until it answers 200, failing early if the process dies. */
export async function waitUntilServing(
  url: string,
  running: RunningProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) {
      throw new Error(
        `The server exited with ${running.child.exitCode} before serving:\n${running.output()}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms:\n${running.output()}`);
}
