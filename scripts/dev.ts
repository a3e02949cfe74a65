/** `npm run dev`: the API on API_PORT (3001) with a dev database, and Vite with /v1 proxied to it. */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', DATA_DIR: process.env.DATA_DIR ?? 'data/dev' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
