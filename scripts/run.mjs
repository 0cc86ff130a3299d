import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output and stops the whole script when it fails. */
export function run(command, args, env = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}
