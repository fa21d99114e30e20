#!/usr/bin/env node
// `npm run cms`: the site in development (next dev) plus Decap CMS's local backend (decap-server), so an
// editor edits content in the browser at http://localhost:3000/admin/index.html and the files change in this
// working tree. Stop both with Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['scripts/cms-assets.mjs'], { stdio: 'inherit' }),
];
children[0].on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const run = (cmd, args, env = {}) => spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const server = run('npx', ['decap-server'], { MODE: 'fs', PORT: process.env.CMS_LOCAL_PORT ?? '8081' });
  const dev = run('npx', ['next', 'dev']);
  console.log('\nContent manager: http://localhost:3000/admin/index.html (site: http://localhost:3000)\n');
  const stop = () => {
    for (const child of [server, dev]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  for (const child of [server, dev]) child.on('exit', () => { stop(); process.exitCode = child.exitCode ?? 0; });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
