// GET /api/callback on Cloudflare Pages: where GitHub sends the sign-in popup back (see lib/cms-auth/oauth.ts).
import { handleCallback, type OAuthEnv } from '../../lib/cms-auth/oauth';

/** The part of the Pages Functions context this function reads. */
interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

// Every method comes here, so anything but GET is answered 405 rather than falling through to the static files.
export const onRequest = (context: PagesContext): Promise<Response> => handleCallback(context.request, context.env);
