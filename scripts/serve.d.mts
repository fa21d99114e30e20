// Types of the site's server (scripts/serve.mjs) for the tests that run it in their own process (the publish tests).
import type { Server } from 'node:http';
export function createSiteServer(root: string, fileHeaders?: (file: string) => Record<string, string>, limits?: Record<string, number>): Server;
