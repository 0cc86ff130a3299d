import { spawn } from 'node:child_process';

/** One gate: a label and the commands it runs in order (e.g. `next typegen` before `tsc`). */
function runSteps(steps, env) {
  return new Promise((resolve) => {
    let output = '';
    const next = (index) => {
      if (index === steps.length) return resolve({ status: 0, output });
      const [command, args] = steps[index];
      output += `\n▶ ${[command, ...args].join(' ')}\n`;
      const child = spawn(command, args, {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) =>
        resolve({ status: 1, output: `${output}${error.message}\n`, failed: steps[index] }),
      );
      child.on('close', (status) =>
        status === 0 ? next(index + 1) : resolve({ status: status ?? 1, output, failed: steps[index] }),
      );
    };
    next(0);
  });
}

/**
 * Runs independent gates side by side (each gate's steps in order) and prints each gate's output whole, in the order
 * given, so the log reads as if they had run one after another. Stops the script when any gate failed.
 */
export async function runParallel(gates, env = {}) {
  const started = Date.now();
  const results = await Promise.all(gates.map((steps) => runSteps(steps, env)));
  let failure = null;
  for (const result of results) {
    process.stdout.write(result.output);
    if (result.status !== 0 && !failure) failure = result;
  }
  if (failure) {
    const [command, args] = failure.failed;
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(failure.status);
  }
  console.log(`(${gates.length} gates side by side in ${Math.round((Date.now() - started) / 1000)} s)`);
}
