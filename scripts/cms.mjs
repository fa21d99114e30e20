#!/usr/bin/env node
// `npm run cms`: the site in development (next dev) on this computer only (127.0.0.1), with the content manager
// at http://127.0.0.1:3000/admin. There, "Work with Local Repository" (Chrome, Edge or another Chromium-based
// browser) opens this checkout's folder and every save writes the files in content/ directly; nothing else
// listens. Stop with Ctrl+C.
import { spawn } from 'node:child_process';

const assets = spawn('node', ['scripts/cms-assets.mjs'], { stdio: 'inherit' });
assets.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const port = process.env.PORT ?? '3000';
  const dev = spawn('npx', ['next', 'dev', '--hostname', '127.0.0.1', '--port', port], { stdio: 'inherit' });
  console.log(`\nContent manager: http://127.0.0.1:${port}/admin (site: http://127.0.0.1:${port})\n`);
  const stop = () => {
    if (dev.exitCode === null) dev.kill('SIGTERM');
  };
  dev.on('exit', (status) => (process.exitCode = status ?? 0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
