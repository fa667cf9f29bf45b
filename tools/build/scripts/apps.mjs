// The six browser apps, their folders and ports (DESIGN.md §6).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const REMOTES = [
  { dir: 'remote-users', name: 'remote_users', port: 3001 },
  { dir: 'remote-organizations', name: 'remote_organizations', port: 3002 },
  { dir: 'remote-surveys', name: 'remote_surveys', port: 3003 },
  { dir: 'remote-authority', name: 'remote_authority', port: 3004 },
  { dir: 'remote-vehicles', name: 'remote_vehicles', port: 3005 },
];
export const SHELL = { dir: 'shell', name: 'shell', port: 3000 };
export const MOCK_SHELL_PORT = 3010;
export const API_PORT = 3100;
