/** Runs a command-line script's `main`: exits with the code it answers, or says why it failed and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
