/**
 * The life cycle shared by the entry points: cancel a start under way on Ctrl-C, stop everything on
 * Ctrl-C / SIGTERM, and stop everything and exit non-zero when a part dies or the process crashes.
 * Whatever ends the run, the children are stopped (and waited for) before this process exits.
 */
import { JavaMissingError } from './java';

export interface Running {
  /** Resolves with an error when a part of the stack dies on its own. */
  failure: Promise<Error>;
  stop(): Promise<void>;
}

const never = () => new Promise<never>(() => undefined);

export async function runUntilStopped(start: (signal: AbortSignal) => Promise<Running>): Promise<never> {
  // Local code runs on Node 20 on purpose (see docs/local-stack.md); the SDK's reminder is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const controller = new AbortController();
  let running: Running | undefined;
  let requestedExit: number | undefined;
  let finishing = false;

  /** Stops what runs, then exits. */
  const finish = async (code: number): Promise<never> => {
    if (finishing) return never();
    finishing = true;
    await running?.stop().catch((error: unknown) => console.error('Stopping the local stack failed:', error));
    process.exit(code);
  };

  /** Ends the run: at once when started, else by cancelling the start (which cleans up after itself). */
  const requestExit = (code: number) => {
    if (requestedExit !== undefined) return;
    requestedExit = code;
    controller.abort();
    if (running) void finish(code);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (requestedExit !== undefined) return;
    console.log(`\n${signal}: stopping the local stack…`);
    requestExit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  // Whoever read our output is gone (a closed pipe): stop quietly rather than leave children behind.
  // Logging here would fail again and again, starving the event loop.
  process.stdout.on('error', () => requestExit(1));
  process.stderr.on('error', () => requestExit(1));
  process.on('uncaughtException', (error) => {
    if (requestedExit !== undefined) return;
    if ((error as NodeJS.ErrnoException).code !== 'EPIPE') console.error('The local stack crashed:', error);
    requestExit(1);
  });
  // In Lambda an unhandled rejection fails one invocation, not the whole runtime: log it and go on.
  process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection:', reason));

  // A test harness names itself here: when it dies without stopping us, we stop too.
  const watchedPid = Number(process.env.LOCAL_STACK_EXIT_WITH_PID);
  if (Number.isInteger(watchedPid) && watchedPid > 0) {
    setInterval(() => {
      try {
        process.kill(watchedPid, 0);
      } catch {
        requestExit(1);
      }
    }, 1000).unref();
  }

  try {
    running = await start(controller.signal);
  } catch (error) {
    if (requestedExit !== undefined) return finish(requestedExit);
    const message = error instanceof Error ? error.message : String(error);
    // The Java hint is a full sentence on its own.
    console.error(error instanceof JavaMissingError ? message : `The local stack could not start: ${message}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    return finish(1);
  }
  if (requestedExit !== undefined) return finish(requestedExit);
  const failure = await running.failure;
  // Parts end while we stop them on purpose: that is no failure.
  if (requestedExit !== undefined) return never();
  console.error(`The local stack stopped because a part of it failed: ${failure.message}`);
  return finish(1);
}
